import pg from 'pg';
import { LINK_EMAIL_KEY_PREFIX } from '../../server/src/modules/accounts/credentials/credential-emails';
import type { Acknowledged } from './market';

/**
 * What the proof checks once the market has run: everything the API acknowledged is in the
 * database exactly once, every file row has its bytes in the bucket, every notification and
 * email of the hiring loop was written once, and no job took more people than it needed.
 */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const check = (name: string, ok: boolean, detail: string): Check => ({ name, ok, detail });

async function one<T extends Record<string, unknown>>(client: pg.Client, sql: string, values = []) {
  const { rows } = await client.query<T>(sql, values);
  return rows[0]!;
}

export async function checkConsistency(
  databaseUrl: string,
  ack: Acknowledged,
  bucketKeys: string[],
): Promise<Check[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const emails = ack.accounts.map((account) => account.email.toLowerCase());
    const accounts = await one<{ n: number; distinct: number }>(
      client,
      `select count(*)::int as n, count(distinct lower(email))::int as distinct from (
         select email from freelancers union all select email from companies) a
       where lower(email) = any($1)`,
      [emails] as never,
    );
    const files = await client.query<{ key: string }>('select storage_key as key from files');
    const stored = new Set(bucketKeys);
    const rowKeys = new Set(files.rows.map((row) => row.key));
    const withoutBytes = files.rows.filter((row) => !stored.has(row.key)).length;
    const orphans = bucketKeys.filter((key) => !rowKeys.has(key)).length;
    const applications = await one<{ n: number }>(
      client,
      'select count(*)::int as n from applications',
    );
    const overfilled = await one<{ n: number }>(
      client,
      `select count(*)::int as n from jobs j where number_of_freelancers < (
         select count(*) from applications a where a.job_id = j.id and a.status = 'accepted')`,
    );
    const notFilled = await one<{ n: number }>(
      client,
      `select count(*)::int as n from jobs j where status <> 'filled' and number_of_freelancers <= (
         select count(*) from applications a where a.job_id = j.id and a.status = 'accepted')`,
    );
    const told = await one<{ received: number; accepted: number; dupes: number }>(
      client,
      `select count(*) filter (where kind = 'applicationReceived')::int as received,
              count(*) filter (where kind = 'applicationAccepted')::int as accepted,
              (select count(*)::int from (select payload->>'applicationId', kind from notifications
                 where kind in ('applicationReceived', 'applicationAccepted')
                 group by 1, 2 having count(*) > 1) d) as dupes
       from notifications`,
    );
    const messages = await one<{ n: number }>(client, 'select count(*)::int as n from messages');
    // An unsent email must be leased (claimed by a worker that may have died): one that is due
    // and unsent after the survivor's worker ran is stuck; one given up was refused. Account
    // links (address verification) are emails without a notification, counted apart.
    const outbox = await one<{
      n: number;
      links: number;
      sent: number;
      leased: number;
      stuck: number;
      failed: number;
      told: number;
    }>(
      client,
      `select count(*) filter (where not is_link)::int as n,
              count(*) filter (where is_link)::int as links,
              count(sent_at)::int as sent,
              count(*) filter (where sent_at is null and failed_at is null
                                 and next_attempt_at > now())::int as leased,
              count(*) filter (where sent_at is null and failed_at is null
                                 and next_attempt_at <= now())::int as stuck,
              count(failed_at)::int as failed,
              (select count(*)::int from notifications) as told
       from (select *, idempotency_key like $1 as is_link from email_outbox) e`,
      [`${LINK_EMAIL_KEY_PREFIX}%`] as never,
    );
    return [
      check(
        'every acknowledged sign-up is one account row',
        accounts.n === ack.accounts.length && accounts.distinct === accounts.n,
        `${accounts.n} rows for ${ack.accounts.length} acknowledged sign-ups`,
      ),
      check(
        'every file row has its bytes in the bucket',
        withoutBytes === 0,
        `${files.rows.length} file rows, ${bucketKeys.length} objects, ${withoutBytes} rows without bytes, ${orphans} objects without a row (left by writes cut by the kill; the start-up sweep removes them after an hour)`,
      ),
      check(
        'every acknowledged application is one row',
        applications.n === ack.applications.length,
        `${applications.n} rows for ${ack.applications.length} acknowledged (${ack.retried} retried after the kill)`,
      ),
      check(
        'no job took more freelancers than it needed; full jobs are filled',
        overfilled.n === 0 && notFilled.n === 0,
        `${overfilled.n} over-filled, ${notFilled.n} full but not marked filled`,
      ),
      check(
        'each application and accept told once',
        told.received === ack.applications.length &&
          told.accepted === ack.accepted.length &&
          told.dupes === 0,
        `${told.received} 'application received' for ${ack.applications.length}, ${told.accepted} 'accepted' for ${ack.accepted.length}, ${told.dupes} told twice`,
      ),
      check(
        'every message stored once',
        messages.n === ack.messages,
        `${messages.n} rows for ${ack.messages} sent`,
      ),
      check(
        'one email per notification, none stuck or given up',
        outbox.n === outbox.told && outbox.stuck === 0 && outbox.failed === 0 && outbox.sent > 0,
        `${outbox.n} emails for ${outbox.told} notifications, and ${outbox.links} account links; of all ${outbox.n + outbox.links}: ${outbox.sent} sent, ${outbox.leased} leased by a worker (the killed process's claims go again after their 120 s lease), ${outbox.stuck} stuck, ${outbox.failed} given up`,
      ),
    ];
  } finally {
    await client.end();
  }
}
