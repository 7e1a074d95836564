import { useState } from 'react';
import { errorMessage, type EndpointSpec } from '@kaamyaab/shared-api/contract';
import { catalogueFor, describeError } from './describe-error';
import { flowWords } from './flow-words';
import { newIdempotencyKey } from './deals';

const words = flowWords(errorMessage('internal'));

/** The sentence for a failed deal call: the server's own for each refusal its endpoint declares. */
export const dealFailure = (error: unknown, spec: EndpointSpec): string =>
  describeError(error, catalogueFor(spec, words));

export interface Intents {
  /** The key of an intended action: made the first time, the same on each retry. */
  keyOf: (intent: string) => string;
  /** The action succeeded: the next one like it is a new intention, with a new key. */
  settle: (intent: string) => void;
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
  }));
  return intents;
}
