import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each periodic job of the server (the retention sweep) may next run. Every process has
 * the job's timer; the one that moves `next_run_at` past now runs it, so it runs once per period
 * across processes.
 */
export const maintenanceRuns = pgTable('maintenance_runs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true, precision: 3 }).notNull(),
});
