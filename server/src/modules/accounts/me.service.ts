import type { AnswerOf, me } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import type { Principal } from '../../auth/principal';
import { accountKinds } from './account-kinds';
import { profile } from './accounts.service';
import { findAdminById } from './accounts.repository';
import { presentAdmin } from './presenters';

/** Who the session belongs to, fresh from the database (the UI refreshes its stored entry). */
export async function signedInAccount(
  db: Database,
  principal: Principal,
): Promise<AnswerOf<typeof me>['data']> {
  if (principal.type === 'admin') {
    const row = await findAdminById(db, principal.id);
    return { role: principal.type, admin: row ? presentAdmin(row) : undefined };
  }
  const kind = accountKinds[principal.type];
  const account = await profile(db, kind, principal, principal.id);
  return { role: principal.type, [kind.answerKey]: account } as AnswerOf<typeof me>['data'];
}
