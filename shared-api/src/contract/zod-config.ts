import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod's settings, made before any schema of the contract exists (its entry imports this first).
 *
 * jitless: zod 4 compiles object parsers with `new Function` when it may, and finds out by
 * trying once, when it builds its first object schema (not when it parses). Under our CSP
 * (`script-src 'self'`, no 'unsafe-eval') that probe is refused and reported as a violation. Only
 * a browser has a CSP: the server keeps the compiled parsers, several times faster at encoding
 * a page of jobs (decision 012).
 *
 * English: zod's own words for a rule the contract words not itself (a wrong type, a bound
 * without a message). zod/mini sets no language of its own; classic zod set English as it built
 * its first schema, so without this the words would depend on what had loaded first.
 *
 * Contract files import `z` from 'zod/mini' themselves: re-exported through a module of ours,
 * zod's `z` namespace lost webpack's per-member tree-shaking, and the contract chunk carried all
 * of zod (decision 012).
 */
/** Where the contract runs in a browser: under a CSP, and with its schemas built on first use. */
export const inABrowser = typeof window !== 'undefined';

config({ ...en(), jitless: inABrowser });
