import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * The admin dashboard's figures in one round trip. Days are Pakistan's: UTC+5 all year, so a
 * fixed offset needs no time-zone data (the embedded database has none to spare).
 */
const DAYS = 30;
const pakistanDay = (column: string) =>
  sql.raw(`((${column} at time zone 'UTC') + interval '5 hours')::date`);
const TODAY = pakistanDay('now()');

export interface StatsRow {
  waiting: number;
  oldest: string | null;
  freelancers: number;
  companies: number;
  open_jobs: number;
  week: number;
  daily: { day: string; signups: number; applications: number }[];
}

export async function readStatsRow(db: Database): Promise<StatsRow> {
  const result = (await db.execute(sql`
    with queue as (
      select submitted_at from freelancers
        where not is_active and sent_back_at is null and closed_at is null
      union all
      select submitted_at from companies
        where not is_active and sent_back_at is null and closed_at is null
    ),
    days as (
      select (${TODAY} - offs)::date as day from generate_series(0, ${DAYS - 1}) as offs
    ),
    signups as (
      select day, count(*)::int as n from (
        select ${pakistanDay('created_at')} as day from freelancers
          where created_at >= now() - interval '31 days'
        union all
        select ${pakistanDay('created_at')} from companies
          where created_at >= now() - interval '31 days'
      ) s group by day
    ),
    applied as (
      select ${pakistanDay('created_at')} as day, count(*)::int as n from applications
        where created_at >= now() - interval '31 days' group by 1
    )
    select
      (select count(*)::int from queue) as waiting,
      (select to_char(min(submitted_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from queue) as oldest,
      (select count(*)::int from freelancers where is_active) as freelancers,
      (select count(*)::int from companies where is_active) as companies,
      (select count(*)::int from jobs where status = 'open') as open_jobs,
      (select count(*)::int from applications where created_at >= now() - interval '7 days') as week,
      (select json_agg(json_build_object(
         'day', to_char(d.day, 'YYYY-MM-DD'),
         'signups', coalesce(s.n, 0),
         'applications', coalesce(a.n, 0)) order by d.day)
       from days d left join signups s on s.day = d.day left join applied a on a.day = d.day) as daily
  `)) as unknown as { rows: StatsRow[] };
  return result.rows[0]!;
}
