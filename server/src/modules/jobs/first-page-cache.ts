import { LRUCache } from 'lru-cache';
import type { EventBus } from '../../lib/event-bus';
import type { SerializedAnswer } from '../../lib/serialized-answer';

/**
 * The first page of open jobs is the same for every reader and the most read answer of the
 * product, so it is kept in memory, serialized, per page size. A job posted, edited, closed,
 * reopened or filled (heard on the bus, from this process or another) drops it; the time limit
 * covers writers that tell no bus.
 * Readers arriving while it loads share the one load.
 */
export interface FirstPageCache {
  get(limit: number, load: () => Promise<SerializedAnswer>): Promise<SerializedAnswer>;
}

/** Page sizes kept at once: the app's own and a few others. */
const MAX_SIZES = 4;

export function firstPageCache(bus: EventBus, ttlSeconds: number): FirstPageCache {
  if (ttlSeconds === 0) return { get: (_limit, load) => load() };
  const pages = new LRUCache<number, Promise<SerializedAnswer>>({
    max: MAX_SIZES,
    ttl: ttlSeconds * 1000,
  });
  bus.subscribe('jobs.posted', () => pages.clear());
  bus.subscribe('jobs.changed', () => pages.clear());
  bus.onResync(() => pages.clear());
  return {
    get: (limit, load) => {
      const kept = pages.get(limit);
      if (kept) return kept;
      const loading = load();
      pages.set(limit, loading);
      // A failed load is not kept: the next reader tries again.
      loading.catch(() => {
        if (pages.peek(limit) === loading) pages.delete(limit);
      });
      return loading;
    },
  };
}
