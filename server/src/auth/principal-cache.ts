import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import type { CredentialKind } from '../db/schema';
import type { EventBus } from '../lib/event-bus';
import { credentialOf, type LivePrincipal, type PresentedCredential } from './principal';
import { findLivePrincipal } from './sessions.repository';

/**
 * Who is calling, read from the database once per credential and kept for a few seconds, so a
 * signed-in request costs no round trip for its session (docs/decisions/010-…). What could make
 * a kept answer wrong is an event on the bus, heard here before the change's own request answers
 * (and by other processes through Redis): a logout or renewal drops its login, an approval or
 * deactivation drops the account. A lookup still in flight when such an event arrives is dropped
 * too, so a read from before the change is never kept. Unknown tokens are kept as unknown: a
 * token is random and issued once, so it cannot become valid later.
 */
export interface PrincipalResolver {
  resolve(presented: PresentedCredential): Promise<LivePrincipal | null>;
}

/** Bounds the memory (about 1 KB an entry); the least recently used credential goes first. */
const MAX_CREDENTIALS = 10_000;

interface Entry {
  lookup: Promise<LivePrincipal | null>;
  /** Set once the lookup settles; until then any invalidation drops the entry. */
  settled?: LivePrincipal | null;
}

export function principalResolver(
  db: Database,
  bus: EventBus,
  ttlSeconds: number,
): PrincipalResolver {
  const read = async (hash: string, kind: CredentialKind) =>
    (await findLivePrincipal(db, hash, kind)) ?? null;
  if (ttlSeconds === 0) {
    return {
      resolve: async (presented) => {
        const credential = credentialOf(presented);
        return credential ? read(credential.hash, credential.kind) : null;
      },
    };
  }

  const cache = new LRUCache<string, Entry>({ max: MAX_CREDENTIALS, ttl: ttlSeconds * 1000 });
  const drop = (matches: (principal: LivePrincipal) => boolean) => {
    const stale: string[] = [];
    // A scan, not an index: invalidations are rare next to reads, and the cache is bounded.
    for (const [key, entry] of cache.entries()) {
      if (entry.settled === undefined || (entry.settled && matches(entry.settled))) stale.push(key);
    }
    for (const key of stale) cache.delete(key);
  };
  bus.subscribe('session.revoked', ({ loginId }) => drop((p) => p.loginId === loginId));
  bus.subscribe('account.changed', ({ principalType, principalId }) =>
    drop((p) => p.type === principalType && p.id === principalId),
  );
  bus.onResync(() => cache.clear());

  const lookUp = (key: string, hash: string, kind: CredentialKind): Entry => {
    const entry: Entry = { lookup: read(hash, kind) };
    entry.lookup.then(
      (principal) => {
        entry.settled = principal;
      },
      // A failed read (database down) is not kept: the next request asks again.
      () => {
        if (cache.peek(key) === entry) cache.delete(key);
      },
    );
    cache.set(key, entry);
    return entry;
  };

  return {
    resolve: async (presented) => {
      const credential = credentialOf(presented);
      if (!credential) return null;
      const key = `${credential.kind}:${credential.hash}`;
      let entry = cache.get(key);
      if (entry?.settled && entry.settled.expiresAt.getTime() <= Date.now()) entry = undefined;
      entry ??= lookUp(key, credential.hash, credential.kind);
      return entry.lookup;
    },
  };
}
