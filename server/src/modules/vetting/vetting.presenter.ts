import type {
  AccountEventDto,
  ReviewDocumentDto,
  ReviewedAccountDto,
} from '@kaamyaab/shared-api/contract';
import {
  presentCompany,
  presentFreelancer,
  reviewStateOf,
  type AccountRow,
  type CompanyRow,
  type FreelancerRow,
} from '../accounts';
import type { AccountEventRow } from '../account-events';
import { fileUrl } from '../files';
import type { DocumentRow } from './vetting.repository';

const FIELDS = { proof: 'proofOfRegistrationFee', avatar: 'avatar' } as const;

export function presentEvent(row: AccountEventRow, names: Map<string, string>): AccountEventDto {
  return {
    _id: row.id,
    at: row.createdAt.toISOString(),
    actor: { type: row.actorType, _id: row.actorId, name: names.get(row.actorId) ?? 'Unknown' },
    action: row.action as AccountEventDto['action'],
    from: (row.fromState as AccountEventDto['from']) ?? null,
    to: (row.toState as AccountEventDto['to']) ?? null,
    detail: row.detail ?? null,
  };
}

/** The review view: the whole record, unmasked (an admin is looking, and it is recorded). */
export function presentReview(
  role: 'freelancer' | 'company',
  row: AccountRow,
  documents: DocumentRow[],
  history: AccountEventDto[],
): ReviewedAccountDto {
  const shown: ReviewDocumentDto[] = documents.map((file) => ({
    _id: file.id,
    field: FIELDS[file.purpose],
    url: fileUrl(file.id)!,
    contentType: file.contentType,
    byteSize: file.byteSize,
  }));
  return {
    role,
    state: reviewStateOf(row),
    submittedAt: row.submittedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    ...(role === 'freelancer'
      ? { freelancer: presentFreelancer(row as FreelancerRow) }
      : { company: presentCompany(row as CompanyRow) }),
    documents: shown,
    history,
  };
}
