import type { AxiosProgressEvent } from 'axios';
import type { ApiSuccess } from '../contract/envelope';
import type {
  AdminDto,
  AdminSessionDto,
  CompanyDto,
  CompanyPublicDto,
  FreelancerDto,
} from '../contract/accounts-dto';
import { http } from './http';

/** The answers the browser stores whole (spec section 3: 'user' and 'company' entries). */
export type FreelancerLoginAnswer = ApiSuccess<{ freelancer: FreelancerDto }>;
export type CompanyLoginAnswer = ApiSuccess<{ company: CompanyDto }>;
export type AdminLoginAnswer = ApiSuccess<AdminSessionDto>;

export type SelfRegisteringRole = 'freelancer' | 'company';
export type UploadProgress = (fraction: number) => void;

function progressHandler(onProgress?: UploadProgress) {
  return onProgress
    ? (event: AxiosProgressEvent) => onProgress(event.total ? event.loaded / event.total : 0)
    : undefined;
}

/** Sign-up forms go as multipart (files included), reporting upload progress. */
async function register(role: SelfRegisteringRole, form: FormData, onProgress?: UploadProgress) {
  const response = await http.post<ApiSuccess<unknown>>(`/${role}/register`, form, {
    onUploadProgress: progressHandler(onProgress),
  });
  return response.data;
}

/**
 * Every accounts row of spec section 7, as one object: pages call through it, so a component
 * test can replace one call with jest.spyOn without touching the network layer.
 */
export const accountsApi = {
  registerFreelancer: (form: FormData, onProgress?: UploadProgress) =>
    register('freelancer', form, onProgress),
  registerCompany: (form: FormData, onProgress?: UploadProgress) =>
    register('company', form, onProgress),
  async loginFreelancer(email: string, password: string) {
    return (await http.post<FreelancerLoginAnswer>('/freelancer/login', { email, password })).data;
  },
  async loginCompany(email: string, password: string) {
    return (await http.post<CompanyLoginAnswer>('/company/login', { email, password })).data;
  },
  async registerAdmin(body: {
    username: string;
    email: string;
    password: string;
    role?: string;
    adminSignupKey: string;
  }) {
    return (await http.post<AdminLoginAnswer>('/admin/register', body)).data;
  },
  async loginAdmin(email: string, password: string) {
    return (await http.post<AdminLoginAnswer>('/admin/login', { email, password })).data;
  },
  async logout(role: 'freelancer' | 'company' | 'admin', id?: string) {
    return (await http.post<ApiSuccess<null>>(`/${role}/logout`, { id })).data;
  },
  async companyProfile(id: string) {
    return (await http.post<ApiSuccess<CompanyDto | CompanyPublicDto>>('/company/profile', { id }))
      .data.data;
  },
  async me() {
    const answer = await http.get<
      ApiSuccess<{
        role: string;
        freelancer?: FreelancerDto;
        company?: CompanyDto;
        admin?: AdminDto;
      }>
    >('/me');
    return answer.data.data;
  },
  async listAccounts(role: SelfRegisteringRole, status: 'active' | 'inactive') {
    return (await http.get<ApiSuccess<(FreelancerDto | CompanyDto)[]>>(`/${role}/${status}`)).data
      .data;
  },
  async toggleStatus(role: SelfRegisteringRole, id: string) {
    return (
      await http.patch<ApiSuccess<FreelancerDto | CompanyDto>>(
        `/${role}/${encodeURIComponent(id)}/toggle-status`,
      )
    ).data.data;
  },
};
