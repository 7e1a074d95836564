import type { CredentialKind } from '../db/schema';
import type { Actor } from '../lib/service-context';
import { tokenHash } from '../lib/tokens';

/** The caller of a request: an actor plus the login it rides on (logout ends that login). */
export interface Principal extends Actor {
  loginId: string;
}

/** What a request presents: an admin's bearer access token or the browser's session cookie. */
export interface PresentedCredential {
  bearer?: string;
  cookie?: string;
}

/** A principal as read from the database, with the moment its credential expires. */
export interface LivePrincipal extends Principal {
  expiresAt: Date;
}

/** The stored hash and the kind a presented token must be; a bearer token is an access token. */
export function credentialOf({ bearer, cookie }: PresentedCredential) {
  const token = bearer ?? cookie;
  if (!token) return undefined;
  const kind: CredentialKind = bearer ? 'access' : 'session';
  return { hash: tokenHash(token), kind };
}
