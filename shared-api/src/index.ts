/**
 * The light entry every app loads at start: the table of pages, route paths and the
 * stored-session helpers.
 * Heavier parts have entries of their own, each a shared singleton, so a page downloads axios
 * and zod only when it calls the API or validates a form:
 *   '@kaamyaab/shared-api/client'   the axios client and typed calls
 *   '@kaamyaab/shared-api/contract' zod schemas, DTO types and messages (also used by the server)
 */
export * from './session';
export * from './routing/paths';
export * from './routing/pages';
export type * from './routing/page-props';
export * from './contract/remotes';
export * from './contract/latest-jobs';
export type * from './contract';
