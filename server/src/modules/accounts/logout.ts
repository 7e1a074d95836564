import type { Database } from '../../db/database';
import type { Principal } from '../../auth/principal';
import { revokeLogin } from '../../auth/sessions.repository';

/**
 * Ends the caller's own login (cookie and, for admins, its tokens). Any `id` in the body is
 * ignored: nobody can end someone else's session.
 */
export async function endLogin(db: Database, principal: Principal | null): Promise<void> {
  if (principal) await revokeLogin(db, principal.loginId);
}
