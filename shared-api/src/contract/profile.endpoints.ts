import * as z from 'zod/mini';
import {
  AdminProfileSchema,
  CloseAccountSchema,
  CompanyProfileSchema,
  FreelancerProfileSchema,
} from './accounts';
import { AdminDto, CompanyDto, FreelancerDto } from './accounts-dto';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { onFirstUse } from './on-first-use';

/**
 * The owner's own account: edit the profile, close the account. Each role reaches only its own
 * record, named by the session: the paths carry no id.
 */
const editOwn = <R extends 'freelancer' | 'company'>(
  role: R,
  title: string,
  body: z.ZodMiniType,
  dto: z.ZodMiniType,
) =>
  endpoint({
    operationId: `edit${title}Profile`,
    method: 'PATCH',
    path: `/${role}/me`,
    tag: role,
    summary: `A ${role} edits its profile and avatar (multipart); a changed name or payment detail of an approved account goes back for review`,
    who: [role],
    body,
    files: ['avatar'] as const,
    status: 200,
    answer: onFirstUse(() => envelope(z.object({ [role]: dto } as { [K in R]: z.ZodMiniType }))),
    errors: ['avatarWrongType', 'fileTooLarge', 'tooManyParts', 'notMultipart'],
  });

export const editFreelancerProfile = editOwn(
  'freelancer',
  'Freelancer',
  FreelancerProfileSchema,
  FreelancerDto,
);
export const editCompanyProfile = editOwn('company', 'Company', CompanyProfileSchema, CompanyDto);

export const editAdminProfile = endpoint({
  operationId: 'editAdminProfile',
  method: 'PATCH',
  path: '/admin/me',
  tag: 'admin',
  summary: 'An administrator changes its username',
  who: ['admin'],
  body: AdminProfileSchema,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ admin: AdminDto }))),
  errors: [],
});

const closeOwn = (role: 'freelancer' | 'company' | 'admin', title: string) =>
  endpoint({
    operationId: `close${title}Account`,
    method: 'POST',
    path: `/${role}/me/close`,
    tag: role,
    summary: `A ${role} closes its account with its password: personal data and documents are deleted, sessions end`,
    who: [role],
    body: CloseAccountSchema,
    status: 200,
    answer: onFirstUse(() => envelope(z.null())),
    errors: ['closeWrongPassword'],
  });

export const closeFreelancerAccount = closeOwn('freelancer', 'Freelancer');
export const closeCompanyAccount = closeOwn('company', 'Company');
export const closeAdminAccount = closeOwn('admin', 'Admin');
