import type { ApiErrorCode } from '@kaamyaab/shared-api/contract';
import { ApiError } from './api-error';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** PostgreSQL's SQLSTATE of a failed statement, as thrown by pg, by PGlite, or wrapped by drizzle. */
function sqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object';) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a write whose conflicts the database decides (a unique index, a foreign key) and answers
 * each as the contract's code the repository names; any other failure passes through. The
 * database, not an earlier read, is the judge: two racing writes get one winner and one 409.
 */
export async function writeOrConflict<T>(
  write: () => Promise<T>,
  answers: { unique: ApiErrorCode; foreignKey?: ApiErrorCode },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const state = sqlState(error);
    if (state === UNIQUE_VIOLATION) throw new ApiError(answers.unique);
    if (answers.foreignKey && state === FOREIGN_KEY_VIOLATION)
      throw new ApiError(answers.foreignKey);
    throw error;
  }
}
