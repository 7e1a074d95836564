import { errorMessage } from '@kaamyaab/shared-api/contract';
import type { FlowWords } from './describe-error';

/** What most flows say when no answer came at all. */
export const NETWORK = 'Network error. Please check your internet connection and try again.';

/** What a form's flow says when the server refused its input and named no field. */
export const INVALID = errorMessage('invalidInput');

/** A flow that words only its catch-all: the endpoint's errors, this sentence, the network's. */
export const flowWords = (other: string): FlowWords => ({ other, noResponse: NETWORK });

/** A form's flow: a refused form (400) also says what each of its fields has wrong. */
export const formWords = (other: string): FlowWords => ({
  byStatus: { 400: { fallback: INVALID, joinFieldErrors: true } },
  ...flowWords(other),
});
