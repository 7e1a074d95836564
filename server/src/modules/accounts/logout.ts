import type { Database } from '../../db/database';
import type { Principal } from '../../auth/principal';
import { revokeLogin } from '../../auth/sessions.repository';
import type { EventBus } from '../../lib/event-bus';

/**
 * Ends the caller's own login (cookie and, for admins, its tokens). Any `id` in the body is
 * ignored: nobody can end someone else's session.
 */
export async function endLogin(
  { db, bus }: { db: Database; bus: EventBus },
  principal: Principal | null,
): Promise<void> {
  if (!principal) return;
  await revokeLogin(db, principal.loginId);
  // After the delete, so no process can read the session back into its cache.
  bus.publish('session.revoked', { loginId: principal.loginId });
}
