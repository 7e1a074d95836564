import type { AnswerOf, me } from '@kaamyaab/shared-api/contract';
import type { Language } from '@kaamyaab/shared-api/translations';
import type { Database } from '../../db/database';
import type { Principal } from '../../auth/principal';
import { ApiError } from '../../lib/api-error';
import { accountKinds, presentAccount } from './account-kinds';
import { rememberLanguage } from './accounts.service';
import { findAccountById, findAdminById } from './accounts.repository';
import { presentAdmin } from './presenters';

/**
 * Who the session belongs to, fresh from the database (the UI refreshes its stored entry). The
 * web app asks this once per page load, so it is where a reader who switched language has the
 * account's language follow, for the emails others cause; the row is read anyway.
 */
export async function signedInAccount(
  db: Database,
  principal: Principal,
  language: Language,
): Promise<AnswerOf<typeof me>['data']> {
  if (principal.type === 'admin') {
    const row = await findAdminById(db, principal.id);
    if (row) await rememberLanguage(db, { type: 'admin', ...row }, language);
    return { role: principal.type, admin: row ? presentAdmin(row) : undefined };
  }
  const kind = accountKinds[principal.type];
  const row = await findAccountById(db, kind.table, principal.id);
  if (!row) throw new ApiError(kind.errors.notFound);
  await rememberLanguage(db, { type: kind.role, ...row }, language);
  const account = presentAccount(kind, row);
  return { role: principal.type, [kind.answerKey]: account } as AnswerOf<typeof me>['data'];
}
