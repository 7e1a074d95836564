import type * as z from 'zod/mini';
import { fieldErrors } from './accounts';

/**
 * A form's `validate` from a contract schema: the first message per invalid field, so the browser
 * checks with the very rules (and sentences) the server applies. `prepare` turns the values as
 * typed into the schema's input first, e.g. comma-separated skills into the array it expects.
 */
export function formValidator<T>(
  schema: z.ZodMiniType,
  prepare: (values: T) => unknown = (values) => values,
): (values: T) => Record<string, string> {
  return (values) => fieldErrors(schema, prepare(values));
}
