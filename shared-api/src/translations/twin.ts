/**
 * An Urdu twin of an English table of sentences: the same keys, each a sentence (or the same
 * function of the same blanks). A key missing in either is a type error, so no sentence of the
 * contract falls back to English in Urdu unnoticed.
 */
export type UrduTwin<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : UrduTwin<T[K]>;
};
