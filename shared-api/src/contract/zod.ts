import { z } from 'zod';

/**
 * The one way the contract (and so every app) reaches zod. zod 4 compiles object parsers with
 * `new Function` when it may, and finds out by trying once: under our CSP (`script-src 'self'`,
 * no 'unsafe-eval') that probe is refused and reported as a violation, on every page that builds
 * a schema. `jitless` turns the probe and the compiler off before any schema exists, in every
 * bundle that carries a copy of the contract. The server runs the same schemas jitless too: it
 * costs about 2 µs per parsed job body (measured), nothing beside a request's own work.
 */
z.config({ jitless: true });

export { z };
