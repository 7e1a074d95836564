import {
  accountErrorCodes,
  companyEndpoints,
  freelancerEndpoints,
  type CompanyCorrectionBody,
  type CompanySignupBody,
  type FreelancerCorrectionBody,
  type FreelancerSignupBody,
} from '@kaamyaab/shared-api/contract';
import { companies, freelancers } from '../../db/schema';
import { activeCipher } from '../../lib/field-encryption';
import {
  presentCompany,
  presentCompanyListed,
  presentCompanyPublic,
  presentCompanySession,
  presentFreelancer,
  presentFreelancerListed,
  presentFreelancerPublic,
  presentFreelancerSession,
} from './presenters';
import type { AccountRow } from './accounts.repository';

/**
 * The identity and payment columns: written at sign-up and again by a correction after an admin
 * sent the account back, with the digests the admin's search reads.
 */
const freelancerIdentity = (body: FreelancerCorrectionBody) => ({
  fullName: body.fullName,
  phone: body.number,
  cnic: body.CNIC,
  cnicDigest: activeCipher().digest(body.CNIC, 'cnic'),
  bankAccount: body.bankAccount,
});

const companyIdentity = (body: CompanyCorrectionBody) => ({
  companyName: body.companyName,
  pocName: body.pocName,
  pocId: body.pocId,
  pocIdDigest: activeCipher().digest(body.pocId, 'pocId'),
  companyNtn: body.companyNtn,
  ntnDigest: activeCipher().digest(body.companyNtn, 'companyNtn'),
});

/**
 * What differs between freelancer and company accounts; the flows in accounts.service.ts are
 * shared. Failures are the contract's codes (their sentences are the contract's error table).
 */
export const accountKinds = {
  freelancer: {
    role: 'freelancer' as const,
    answerKey: 'freelancer' as const,
    table: freelancers,
    endpoints: freelancerEndpoints,
    proofRequired: true,
    errors: accountErrorCodes.freelancer,
    registered: 'Freelancer registered successfully. Your account is under review.',
    toRow: (body: FreelancerSignupBody) => ({
      ...freelancerIdentity(body),
      email: body.email,
      skills: body.skills,
      currentlyEmployed: body.currentlyEmployed,
      companyName: body.currentlyEmployed ? body.companyName : null,
      bio: body.bio,
    }),
    identityRow: freelancerIdentity,
    present: presentFreelancer,
    presentSession: presentFreelancerSession,
    presentListed: presentFreelancerListed,
    presentPublic: presentFreelancerPublic,
  },
  company: {
    role: 'company' as const,
    answerKey: 'company' as const,
    table: companies,
    endpoints: companyEndpoints,
    proofRequired: false,
    errors: accountErrorCodes.company,
    registered: 'Company registered successfully. Your account is under review.',
    toRow: (body: CompanySignupBody) => ({
      ...companyIdentity(body),
      email: body.email,
      bio: body.bio,
    }),
    identityRow: companyIdentity,
    present: presentCompany,
    presentSession: presentCompanySession,
    presentListed: presentCompanyListed,
    presentPublic: presentCompanyPublic,
  },
};

export type AccountKindName = keyof typeof accountKinds;
export type AccountKind = (typeof accountKinds)[AccountKindName];

/**
 * The kinds' own functions, for a kind chosen at run time. Each takes its own kind's row or body;
 * a kind chosen at run time holds both, whose functions TypeScript cannot call with either, so
 * these accessors are the one place that says a row (or body) is of the kind it is read with.
 */
type View = 'present' | 'presentSession' | 'presentListed' | 'presentPublic';
export const presentAs = (kind: AccountKind, view: View, row: AccountRow): object =>
  (kind[view] as (row: AccountRow) => object)(row);

export const presentAccount = (kind: AccountKind, row: AccountRow) =>
  presentAs(kind, 'present', row);

/** The row a sign-up writes (its body already validated by the kind's endpoint). */
export const signupRow = (kind: AccountKind, body: unknown) =>
  (kind.toRow as (body: unknown) => { email: string } & Record<string, unknown>)(body);

/** The identity and payment columns a correction writes. */
export const identityColumns = (
  kind: AccountKind,
  body: FreelancerCorrectionBody | CompanyCorrectionBody,
) => (kind.identityRow as (body: unknown) => Record<string, string>)(body);
