import type { AdminStatsDto } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { readStatsRow } from './admin-overview.repository';

export async function readAdminStats(db: Database): Promise<AdminStatsDto> {
  const row = await readStatsRow(db);
  return {
    waiting: { count: row.waiting, oldestSince: row.oldest },
    activeFreelancers: row.freelancers,
    activeCompanies: row.companies,
    openJobs: row.open_jobs,
    applicationsThisWeek: row.week,
    daily: row.daily,
  };
}
