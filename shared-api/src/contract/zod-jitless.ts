import { config } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` when it may, and finds out by trying once,
 * when it builds its first object schema (not when it parses). Under our CSP (`script-src 'self'`,
 * no 'unsafe-eval') that probe is refused and reported as a violation. The contract's entry
 * imports this module first, so `jitless` is set before any of its schemas exists. Only a
 * browser has a CSP: the server keeps the compiled parsers, which encode a page of 50 jobs in
 * 11 µs instead of 96 µs (measured for issue 10).
 *
 * Contract files import `z` from 'zod' themselves: re-exported through a module of ours, zod's
 * `z` namespace lost webpack's per-member tree-shaking (the contract chunk grew 26 → 89 KB gzipped).
 */
config({ jitless: typeof window !== 'undefined' });
