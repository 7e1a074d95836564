import * as z from 'zod/mini';

/** A pipe whose input is optional exactly when its schema's is, as zod classic's preprocess typed it. */
export type Preprocessed<S extends z.core.$ZodType> = z.ZodMiniPipe<
  z.ZodMiniTransform<unknown, unknown>,
  S
> & { _zod: { optin: S['_zod']['optin'] } };

/**
 * `fn` first, then `schema`: classic zod's `z.preprocess`, which zod/mini leaves out. At run time
 * it is the pipe classic built; the type says what classic's did, that a key the schema lets be
 * missing may be missing from the input (a plain pipe's type takes that from the transform).
 */
export const preprocess = <S extends z.core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: S,
): Preprocessed<S> => z.pipe(z.transform(fn), schema) as Preprocessed<S>;
