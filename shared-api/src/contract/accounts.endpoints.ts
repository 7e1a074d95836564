import * as z from 'zod/mini';
import {
  AdminLoginSchema,
  AdminSignupSchema,
  CompanySignupSchema,
  FreelancerSignupSchema,
  LoginSchema,
} from './accounts';
import {
  AdminSessionDto,
  CompanyDto,
  CompanyListedDto,
  CompanyPublicDto,
  CompanySessionDto,
  FreelancerDto,
  FreelancerListedDto,
  FreelancerPublicDto,
  FreelancerSessionDto,
  ProfileQueryBody,
} from './accounts-dto';
import { endpoint, type Role } from './endpoint';
import { envelope } from './envelope';
import type { ApiErrorCode } from './errors';
import { onFirstUse } from './on-first-use';

/** The public API contract: the calls of the freelancer, company and admin accounts. */

export const UPLOAD_FIELDS = ['proofOfRegistrationFee', 'avatar'] as const;
export const AccountIdParams = onFirstUse(() =>
  z.object({ id: z.string().check(z.maxLength(100)) }),
);
/** The original clients send their own id; the server ends the session's login whatever it says. */
export const LogoutBody = onFirstUse(() =>
  z.nullish(z.object({ id: z.optional(z.string().check(z.maxLength(100))) })),
);

interface AccountErrors {
  emailTaken: ApiErrorCode;
  unknownEmail: ApiErrorCode;
  wrongPassword: ApiErrorCode;
  notFound: ApiErrorCode;
}

/** The codes the two self-registering roles answer with, for the endpoints and the server. */
export const accountErrorCodes = {
  freelancer: {
    emailTaken: 'freelancerEmailTaken',
    unknownEmail: 'freelancerUnknownEmail',
    wrongPassword: 'freelancerWrongPassword',
    notFound: 'freelancerNotFound',
  },
  company: {
    emailTaken: 'companyEmailTaken',
    unknownEmail: 'companyUnknownEmail',
    wrongPassword: 'companyWrongPassword',
    notFound: 'companyNotFound',
  },
} as const satisfies Record<'freelancer' | 'company', AccountErrors>;

interface AccountShapes<
  S extends z.ZodMiniType,
  D extends z.ZodMiniType,
  P extends z.ZodMiniType,
  L extends z.ZodMiniType,
  M extends z.ZodMiniType,
> {
  signup: S;
  dto: D;
  publicDto: P;
  /** What a login answers: the browser stores it whole, so only what the guards need. */
  sessionDto: L;
  /** What the admin lists show: the whole record with its personal numbers masked. */
  listedDto: M;
  errors: AccountErrors;
}

/** The same seven calls for each self-registering role, under /freelancer/... or /company/... */
function selfRegistering<
  R extends 'freelancer' | 'company',
  S extends z.ZodMiniType,
  D extends z.ZodMiniType,
  P extends z.ZodMiniType,
  L extends z.ZodMiniType,
  M extends z.ZodMiniType,
>(
  role: R,
  [title, plural]: [string, string],
  { signup, dto, publicDto, sessionDto, listedDto, errors }: AccountShapes<S, D, P, L, M>,
) {
  const record = z.object({ [role]: dto } as { [K in R]: D });
  const sessionRecord = z.object({ [role]: sessionDto } as { [K in R]: L });
  const base = { tag: role } as const;
  const byStatus = (isActive: boolean) =>
    endpoint({
      ...base,
      operationId: `list${isActive ? 'Active' : 'Inactive'}${plural}`,
      method: 'GET',
      path: `/${role}/${isActive ? 'active' : 'inactive'}`,
      summary: `${isActive ? 'Approved' : 'Pending'} ${role} accounts, newest first (admins)`,
      who: ['admin'],
      status: 200,
      // The original client reads "a list of users": the body is the array itself.
      answer: onFirstUse(() => z.array(listedDto)),
      errors: [],
    });
  return {
    register: endpoint({
      ...base,
      operationId: `register${title}`,
      method: 'POST',
      path: `/${role}/register`,
      summary: `Sign up as a ${role} (multipart/form-data)`,
      who: 'anyone',
      body: signup,
      files: UPLOAD_FIELDS,
      status: 201,
      answer: onFirstUse(() => envelope(record)),
      errors: [
        'notMultipart',
        'proofRequired',
        'proofWrongType',
        'avatarWrongType',
        'fileTooLarge',
        'tooManyParts',
        errors.emailTaken,
        'tooManySignups',
      ],
    }),
    login: endpoint({
      ...base,
      operationId: `login${title}`,
      method: 'POST',
      path: `/${role}/login`,
      summary: `Log in as a ${role}`,
      who: 'anyone',
      body: LoginSchema,
      status: 200,
      answer: onFirstUse(() => envelope(sessionRecord)),
      errors: [errors.unknownEmail, errors.wrongPassword, 'tooManyLogins'],
    }),
    logout: logoutOf(role, title),
    profile: endpoint({
      ...base,
      operationId: `get${title}Profile`,
      method: 'POST',
      path: `/${role}/profile`,
      summary: `A ${role}'s profile: whole for itself and admins, public for others`,
      who: ['freelancer', 'company', 'admin'],
      body: onFirstUse(() => z.nullish(ProfileQueryBody)),
      status: 200,
      answer: onFirstUse(() => envelope(z.union([dto, publicDto]))),
      errors: [errors.notFound],
    }),
    listInactive: byStatus(false),
    listActive: byStatus(true),
    toggleStatus: endpoint({
      ...base,
      operationId: `toggle${title}Status`,
      method: 'PATCH',
      path: `/${role}/:id/toggle-status`,
      summary: `Approve or deactivate a ${role} account (admins)`,
      who: ['admin'],
      params: AccountIdParams,
      status: 200,
      answer: onFirstUse(() => envelope(listedDto)),
      errors: [errors.notFound],
    }),
  };
}

function logoutOf(role: Role, title: string) {
  return endpoint({
    operationId: `logout${title}`,
    method: 'POST',
    path: `/${role}/logout`,
    tag: role,
    summary: 'Log out: ends this login only (an admin login revokes both tokens too)',
    // Idempotent, so an expired session can still "log out" and the browser clears its entries.
    who: 'anyone',
    body: LogoutBody,
    status: 200,
    answer: onFirstUse(() => envelope(z.null())),
    errors: [],
  });
}

export const freelancerEndpoints = selfRegistering('freelancer', ['Freelancer', 'Freelancers'], {
  signup: FreelancerSignupSchema,
  dto: FreelancerDto,
  publicDto: FreelancerPublicDto,
  sessionDto: FreelancerSessionDto,
  listedDto: FreelancerListedDto,
  errors: accountErrorCodes.freelancer,
});

export const companyEndpoints = selfRegistering('company', ['Company', 'Companies'], {
  signup: CompanySignupSchema,
  dto: CompanyDto,
  publicDto: CompanyPublicDto,
  sessionDto: CompanySessionDto,
  listedDto: CompanyListedDto,
  errors: accountErrorCodes.company,
});

export const adminEndpoints = {
  register: endpoint({
    operationId: 'registerAdmin',
    method: 'POST',
    path: '/admin/register',
    tag: 'admin',
    summary: 'Create an admin with the secret signup key',
    who: 'anyone',
    body: AdminSignupSchema,
    status: 201,
    answer: onFirstUse(() => envelope(AdminSessionDto)),
    errors: ['adminKeyInvalid', 'adminEmailTaken', 'tooManyAdminKeyAttempts'],
  }),
  login: endpoint({
    operationId: 'loginAdmin',
    method: 'POST',
    path: '/admin/login',
    tag: 'admin',
    summary: 'Log in as an admin: a session cookie plus access and refresh tokens',
    who: 'anyone',
    body: AdminLoginSchema,
    status: 200,
    answer: onFirstUse(() => envelope(AdminSessionDto)),
    errors: ['adminNotFound', 'adminWrongPassword', 'tooManyLogins'],
  }),
  logout: logoutOf('admin', 'Admin'),
  refresh: endpoint({
    operationId: 'refreshAdminTokens',
    method: 'POST',
    path: '/admin/refresh-token',
    tag: 'admin',
    summary: "Trade an admin's refresh token (once) for a new access and refresh token",
    who: 'anyone',
    body: onFirstUse(() =>
      z.object({ refreshToken: z.string().check(z.minLength(1), z.maxLength(200)) }),
    ),
    status: 200,
    answer: onFirstUse(() =>
      envelope(z.pick(AdminSessionDto, { accessToken: true, refreshToken: true })),
    ),
    errors: ['invalidRefreshToken'],
  }),
};
