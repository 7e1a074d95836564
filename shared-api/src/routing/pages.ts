/**
 * The table of pages and what is read from it, as an entry of its own
 * (`@kaamyaab/shared-api/pages`): plain data and functions over it, so the server can take it
 * without the rest of the front end.
 */
export * from './page-table';
export * from './page-loads';
