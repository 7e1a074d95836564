import * as z from 'zod/mini';

/**
 * The query of a list walked a page at a time: `limit` (1 to `max`, `fallback` when absent) and
 * `after`, the previous page's `nextCursor` (opaque; absent for the first page). Spread into a
 * list's query object beside its own filters.
 */
export const pageFields = (fallback: number, max: number) => ({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback),
  after: z
    .optional(z.string().check(z.maxLength(200)))
    .check(z.meta({ description: "The previous page's nextCursor" })),
});
