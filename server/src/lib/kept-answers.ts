import { LRUCache } from 'lru-cache';
import type { BusEvent, EventBus } from './event-bus';
import type { SerializedAnswer } from './serialized-answer';

/**
 * Answers that are the same for every reader who asks the same thing (a page of open jobs, a
 * search, a company's view of the talent directory), kept in memory serialized, by the request's
 * own key. The events that can change them (heard on the bus, from this process or another) drop
 * them all; the time limit covers writers that tell no bus and counts that move without an
 * event. Readers arriving while an answer loads share the one load.
 */
export interface KeptAnswers {
  get(key: string, load: () => Promise<SerializedAnswer>): Promise<SerializedAnswer>;
}

export interface KeptAnswersOptions {
  /**
   * The characters of JSON kept at once, the least recently read going first: a bound on memory
   * whatever the page sizes readers ask for.
   */
  maxChars: number;
  ttlSeconds: number;
  droppedBy: readonly BusEvent[];
}

/** What an answer still loading counts for, until its size is known. */
const LOADING_SIZE = 1;

export function keptAnswers(
  bus: EventBus,
  { maxChars, ttlSeconds, droppedBy }: KeptAnswersOptions,
) {
  if (ttlSeconds === 0) return { get: (_key, load) => load() } satisfies KeptAnswers;
  // Each entry a box of its own: lru-cache takes a new size only with a new value.
  const answers = new LRUCache<string, { answer: Promise<SerializedAnswer> }>({
    maxSize: maxChars,
    ttl: ttlSeconds * 1000,
  });
  for (const event of droppedBy) bus.subscribe(event, () => answers.clear());
  bus.onResync(() => answers.clear());
  return {
    get: (key, load) => {
      const kept = answers.get(key);
      if (kept) return kept.answer;
      const loading = { answer: load() };
      answers.set(key, loading, { size: LOADING_SIZE });
      loading.answer.then(
        ({ json }) => {
          if (answers.peek(key) !== loading) return;
          const size = Math.max(json.length, LOADING_SIZE);
          answers.set(key, { answer: loading.answer }, { size, noUpdateTTL: true });
        },
        // A failed load is not kept: the next reader tries again.
        () => {
          if (answers.peek(key) === loading) answers.delete(key);
        },
      );
      return loading.answer;
    },
  } satisfies KeptAnswers;
}
