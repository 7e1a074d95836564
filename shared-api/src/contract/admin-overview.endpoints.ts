import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { onFirstUse } from './on-first-use';

/** The admin dashboard at a glance. Days are Pakistan's (UTC+5, no DST). */
export const AdminStatsDto = onFirstUse(() =>
  z.object({
    waiting: z.object({
      count: z.int(),
      /** When the account waiting longest entered the queue (ISO 8601), or null. */
      oldestSince: z.nullable(z.string()),
    }),
    activeFreelancers: z.int(),
    activeCompanies: z.int(),
    openJobs: z.int(),
    applicationsThisWeek: z.int(),
    /** The last 30 days, oldest first, every day present. */
    daily: z.array(
      z.object({
        day: z.string().check(z.meta({ description: 'YYYY-MM-DD' })),
        signups: z.int(),
        applications: z.int(),
      }),
    ),
  }),
);
export type AdminStatsDto = z.infer<typeof AdminStatsDto>;

export const adminStats = endpoint({
  operationId: 'getAdminStats',
  method: 'GET',
  path: '/admin/stats',
  tag: 'review',
  summary: 'Accounts waiting, active people, open jobs, applications; 30 days of activity (admins)',
  who: ['admin'],
  status: 200,
  answer: onFirstUse(() => envelope(AdminStatsDto)),
  errors: [],
});
