import { pages, paths } from '@kaamyaab/shared-api';

/*
 * The deal's addresses with their parameters filled in. Here, in the client the deal pages load,
 * rather than beside `paths` in the root entry every page (`/` first) downloads.
 */

/** Each party's offers and contracts, and one contract's room under them. */
export const contractsPaths = {
  freelancer: paths.freelancerContracts,
  company: paths.companyContracts,
} as const;
export const contractPath = (role: 'freelancer' | 'company', contractId: string): string =>
  `${contractsPaths[role]}/${encodeURIComponent(contractId)}`;

/** A company's offer to an accepted application; the job's title is the offer's first title. */
export const offerPath = (applicationId: string, jobTitle?: string): string =>
  pages.companySendOffer.path.replace(':applicationId', encodeURIComponent(applicationId)) +
  (jobTitle ? `?title=${encodeURIComponent(jobTitle)}` : '');

/** The admin's read-only view of a contract and its ledger. */
export const adminContractPath = (contractId: string): string =>
  pages.adminContract.path.replace(':contractId', encodeURIComponent(contractId));

/** One dispute's page for the admins (docs/decisions/031-disputes.md). */
export const adminDisputePath = (disputeId: string): string =>
  pages.adminDispute.path.replace(':disputeId', encodeURIComponent(disputeId));
