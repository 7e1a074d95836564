import { LRUCache } from 'lru-cache';
import type { BusEvent, EventBus } from './event-bus';
import type { SerializedAnswer } from './serialized-answer';

/**
 * Answers that are the same for every reader who asks the same thing (the first page of open
 * jobs, a search, a company's view of the talent directory), kept in memory serialized, by the
 * request's own key. The events that can change them (heard on the bus, from this process or
 * another) drop them all; the time limit covers writers that tell no bus and counts that move
 * without an event. Readers arriving while an answer loads share the one load.
 */
export interface KeptAnswers {
  get(key: string, load: () => Promise<SerializedAnswer>): Promise<SerializedAnswer>;
}

export interface KeptAnswersOptions {
  /** How many answers at once; the least recently read go first. */
  max: number;
  ttlSeconds: number;
  droppedBy: readonly BusEvent[];
}

export function keptAnswers(bus: EventBus, { max, ttlSeconds, droppedBy }: KeptAnswersOptions) {
  if (ttlSeconds === 0) return { get: (_key, load) => load() } satisfies KeptAnswers;
  const answers = new LRUCache<string, Promise<SerializedAnswer>>({ max, ttl: ttlSeconds * 1000 });
  for (const event of droppedBy) bus.subscribe(event, () => answers.clear());
  bus.onResync(() => answers.clear());
  return {
    get: (key, load) => {
      const kept = answers.get(key);
      if (kept) return kept;
      const loading = load();
      answers.set(key, loading);
      // A failed load is not kept: the next reader tries again.
      loading.catch(() => {
        if (answers.peek(key) === loading) answers.delete(key);
      });
      return loading;
    },
  } satisfies KeptAnswers;
}
