import * as z from 'zod/mini';
import { SentBackDto } from './vetting';
import { companySessionKeys, freelancerSessionKeys } from './session-account';
import { onFirstUse } from './on-first-use';

const only = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, true])) as { [P in K]: true };

/** What a freelancer's and a company's accounts end with, after the fields of their own. */
const partyAccountFields = {
  bio: z.string(),
  avatar: z.nullable(z.string()),
  proofOfRegistrationFee: z.nullable(z.string()),
  isActive: z.boolean(),
  /** Set while an admin has sent the account back for a correction (owner and admins only). */
  sentBack: z.nullable(SentBackDto),
};

/** What the server answers about accounts: never a password hash, never another user's secret. */
export const FreelancerDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    fullName: z.string(),
    email: z.string(),
    number: z.string(),
    CNIC: z.string(),
    skills: z.string(),
    bankAccount: z.string(),
    currentlyEmployed: z.boolean(),
    companyName: z.string(),
    ...partyAccountFields,
  }),
);
export type FreelancerDto = z.infer<typeof FreelancerDto>;

export const FreelancerPublicDto = onFirstUse(() =>
  z.pick(FreelancerDto, {
    _id: true,
    fullName: true,
    skills: true,
    bio: true,
    avatar: true,
  }),
);
export type FreelancerPublicDto = z.infer<typeof FreelancerPublicDto>;

/** A freelancer in the admin lists: the CNIC and bank account masked (masking.ts). */
export const FreelancerListedDto = onFirstUse(() =>
  z.extend(FreelancerDto, {
    /** When it (re)entered the admins' queue: how long it has waited. */
    submittedAt: z.string().check(z.meta({ description: 'ISO 8601' })),
    CNIC: z.string().check(z.meta({ description: 'Masked, e.g. 35202-*******-1' })),
    bankAccount: z.string().check(z.meta({ description: 'Masked, e.g. PK36****************6702' })),
    /** Manage Users' search says it; the public API contract's lists leave it out. */
    emailVerified: z.optional(z.boolean()),
  }),
);
export type FreelancerListedDto = z.infer<typeof FreelancerListedDto>;

/** What a login answers and the browser stores ('user' entry): see session-account.ts. */
export const FreelancerSessionDto = onFirstUse(() =>
  z.pick(FreelancerDto, only(freelancerSessionKeys)),
);
export type FreelancerSessionDto = z.infer<typeof FreelancerSessionDto>;

export const CompanyDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    companyName: z.string(),
    pocName: z.string(),
    pocId: z.string(),
    companyNtn: z.string(),
    email: z.string(),
    ...partyAccountFields,
  }),
);
export type CompanyDto = z.infer<typeof CompanyDto>;

export const CompanyPublicDto = onFirstUse(() =>
  z.pick(CompanyDto, {
    _id: true,
    companyName: true,
    bio: true,
    avatar: true,
  }),
);
export type CompanyPublicDto = z.infer<typeof CompanyPublicDto>;

/** A company in the admin lists: the POC ID and NTN masked (masking.ts). */
export const CompanyListedDto = onFirstUse(() =>
  z.extend(CompanyDto, {
    submittedAt: z.string().check(z.meta({ description: 'ISO 8601' })),
    pocId: z.string().check(z.meta({ description: 'Masked, e.g. 42101-*******-3' })),
    companyNtn: z.string().check(z.meta({ description: 'Masked, e.g. 12*****-8' })),
    emailVerified: z.optional(z.boolean()),
  }),
);
export type CompanyListedDto = z.infer<typeof CompanyListedDto>;

/** What a login answers and the browser stores ('company' entry): see session-account.ts. */
export const CompanySessionDto = onFirstUse(() => z.pick(CompanyDto, only(companySessionKeys)));
export type CompanySessionDto = z.infer<typeof CompanySessionDto>;

export const AdminDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.nullable(z.string()),
  }),
);
export type AdminDto = z.infer<typeof AdminDto>;

export const AdminSessionDto = onFirstUse(() =>
  z.object({
    admin: AdminDto,
    accessToken: z.string(),
    refreshToken: z.string(),
  }),
);
export type AdminSessionDto = z.infer<typeof AdminSessionDto>;

export const ProfileQueryBody = onFirstUse(() =>
  z.object({ id: z.optional(z.string().check(z.maxLength(100))) }),
);
