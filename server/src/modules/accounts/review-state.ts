import type { ReviewState } from '@kaamyaab/shared-api/contract';
import type { AccountRow } from './accounts.repository';

/**
 * Where an account stands in the admins' vetting, read from its own columns: the owner's edits
 * and corrections move it as surely as an admin's decision does.
 */
export const reviewStateOf = (row: AccountRow): ReviewState =>
  row.isActive ? 'approved' : row.sentBackAt ? 'sentBack' : 'pending';

/** The written columns whose value differs from the row's (digests follow their number). */
export const changedColumns = (before: AccountRow, columns: Record<string, unknown>) =>
  Object.entries(columns)
    .filter(([key, value]) => !key.endsWith('Digest') && before[key as keyof AccountRow] !== value)
    .map(([key]) => key);

/** The columns of an account no longer sent back: approved, or corrected by its owner. */
export const sendBackCleared = { sentBackReason: null, sentBackNote: null, sentBackAt: null };

/**
 * The columns of an account that (re)enters the admins' queue at its end: the owner corrected
 * what was sent back, or changed details an admin had checked.
 */
export const requeued = () => ({ isActive: false, ...sendBackCleared, submittedAt: new Date() });
