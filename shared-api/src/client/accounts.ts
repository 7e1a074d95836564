import {
  adminEndpoints,
  companyEndpoints,
  freelancerEndpoints,
  me,
  type AdminSignupBody,
  type AnswerOf,
} from '@kaamyaab/shared-api/contract';
import { call, type UploadProgress } from './call';

/** The answers the browser stores whole (the spec's stored 'user' and 'company' entries). */
export type FreelancerLoginAnswer = AnswerOf<typeof freelancerEndpoints.login>;
export type CompanyLoginAnswer = AnswerOf<typeof companyEndpoints.login>;
export type AdminLoginAnswer = AnswerOf<typeof adminEndpoints.login>;
export type SelfRegisteringRole = 'freelancer' | 'company';
export type { UploadProgress };

const selfRegistering = { freelancer: freelancerEndpoints, company: companyEndpoints } as const;
const logouts = {
  freelancer: freelancerEndpoints.logout,
  company: companyEndpoints.logout,
  admin: adminEndpoints.logout,
} as const;

/**
 * The accounts calls of the public API contract as named calls, one line each over `call`. Pages
 * call through this object, so a component test can replace one call with jest.spyOn.
 */
export const accountsApi = {
  registerFreelancer: (form: FormData, onUploadProgress?: UploadProgress) =>
    call(freelancerEndpoints.register, { body: form }, { onUploadProgress }),
  registerCompany: (form: FormData, onUploadProgress?: UploadProgress) =>
    call(companyEndpoints.register, { body: form }, { onUploadProgress }),
  loginFreelancer: (email: string, password: string) =>
    call(freelancerEndpoints.login, { body: { email, password } }),
  loginCompany: (email: string, password: string) =>
    call(companyEndpoints.login, { body: { email, password } }),
  registerAdmin: (body: AdminSignupBody) => call(adminEndpoints.register, { body }),
  loginAdmin: (email: string, password: string) =>
    call(adminEndpoints.login, { body: { email, password } }),
  logout: (role: SelfRegisteringRole | 'admin', id?: string) =>
    call(logouts[role], { body: { id } }),
  companyProfile: async (id: string) =>
    (await call(companyEndpoints.profile, { body: { id } })).data,
  me: async () => (await call(me, {})).data,
  toggleStatus: async (role: SelfRegisteringRole, id: string) =>
    (await call(selfRegistering[role].toggleStatus, { params: { id } })).data,
};
