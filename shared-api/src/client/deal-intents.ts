import { useState } from 'react';
import { isAxiosError } from 'axios';
import { errorMessage, type EndpointSpec } from '@kaamyaab/shared-api/contract';
import { catalogueFor, describeError } from './describe-error';
import { flowWords } from './flow-words';
import { newIdempotencyKey } from './deals';

const words = flowWords(errorMessage('internal'));

/** The sentence for a failed deal call: the server's own for each refusal its endpoint declares. */
export const dealFailure = (error: unknown, spec: EndpointSpec): string =>
  describeError(error, catalogueFor(spec, words));

/**
 * Whether a failed call may still have been done: no answer came, or the server failed. Then a
 * retry must carry the same key. A refusal (4xx) did nothing, so the person's corrected retry is
 * a new request with a new key (the old key with a changed body would be refused as reused).
 */
export const outcomeUnknown = (error: unknown): boolean =>
  !isAxiosError(error) || !error.response || error.response.status >= 500;

export interface Intents {
  /** The key of an intended action: made the first time, the same on each retry. */
  keyOf: (intent: string) => string;
  /** The action succeeded: the next one like it is a new intention, with a new key. */
  settle: (intent: string) => void;
  /** The action failed: its key is kept only if it may have been done after all. */
  failed: (intent: string, error: unknown) => void;
}

/**
 * The idempotency keys of the money-moving actions a person has started on a page. A retry of
 * the same form (after a timeout, a lost answer) sends the same key, so the server answers it as
 * it answered the first and never moves the money twice.
 */
export function useIntents(): Intents {
  const [keys] = useState(() => new Map<string, string>());
  const [intents] = useState<Intents>(() => ({
    keyOf: (intent) => {
      const known = keys.get(intent);
      if (known) return known;
      const made = newIdempotencyKey();
      keys.set(intent, made);
      return made;
    },
    settle: (intent) => void keys.delete(intent),
    failed: (intent, error) => {
      if (!outcomeUnknown(error)) keys.delete(intent);
    },
  }));
  return intents;
}
