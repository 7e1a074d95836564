import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { admins, companies, freelancers, type PrincipalType } from '../db/schema';
import type { Actor } from '../lib/service-context';
import { findLiveCredential } from './sessions.repository';

/** The caller of a request: an actor plus the login it rides on (logout ends that login). */
export interface Principal extends Actor {
  loginId: string;
}

/** Read fresh on every request, so an admin's deactivation takes effect at once. */
async function accountState(
  db: Database,
  type: PrincipalType,
  id: string,
): Promise<{ isActive: boolean } | undefined> {
  if (type === 'admin') {
    const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.id, id));
    return row ? { isActive: true } : undefined;
  }
  const table = type === 'freelancer' ? freelancers : companies;
  const [row] = await db.select({ isActive: table.isActive }).from(table).where(eq(table.id, id));
  return row;
}

/** A bearer token is an admin's access token; otherwise the browser's session cookie counts. */
export async function resolvePrincipal(
  db: Database,
  { bearer, cookie }: { bearer?: string; cookie?: string },
): Promise<Principal | null> {
  const credential = bearer
    ? await findLiveCredential(db, bearer, ['access'])
    : cookie
      ? await findLiveCredential(db, cookie, ['session'])
      : undefined;
  if (!credential) return null;
  const state = await accountState(db, credential.principalType, credential.principalId);
  if (!state) return null;
  return {
    type: credential.principalType,
    id: credential.principalId,
    isActive: state.isActive,
    loginId: credential.loginId,
  };
}
