import pg from 'pg';

/**
 * The statements PostgreSQL ran for the servers, from pg_stat_statements (preloaded in the
 * run's own scratch cluster only): the sum of `calls` of every statement the servers' role ran
 * in the market's database, BEGIN and COMMIT included. The counts are kept in shared memory as
 * each statement ends, so a read right after a request already holds it. This observer connects
 * as another role, so its own reads are never counted.
 */
export const OBSERVER_ROLE = 'market_day_observer';

export interface StatementCounter {
  /** Statements run so far by the servers in the market's database. */
  count(): Promise<number>;
  query<T extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function observe(observerUrl: string, serverRole: string): Promise<StatementCounter> {
  const client = new pg.Client({ connectionString: observerUrl });
  await client.connect();
  return {
    async count() {
      const { rows } = await client.query<{ calls: string | null }>(
        `select sum(calls)::text as calls from pg_stat_statements s
         join pg_roles r on r.oid = s.userid
         where r.rolname = $1 and s.dbid = (select oid from pg_database where datname = current_database())`,
        [serverRole],
      );
      return Number(rows[0]?.calls ?? 0);
    },
    async query(text, values = []) {
      return (await client.query(text, values)).rows;
    },
    close: () => client.end(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the email worker has sent what the last actions wrote (it wakes on each one), so
 * its statements fall to the action that caused them and not to the next.
 */
export async function untilOutboxQuiet(counter: StatementCounter) {
  for (let round = 0; round < 100; round += 1) {
    const [row] = await counter.query<{ due: number }>(
      `select count(*)::int as due from email_outbox
       where sent_at is null and failed_at is null and next_attempt_at <= now()`,
    );
    if (row!.due === 0) break;
    await sleep(100);
  }
  await sleep(150);
}

/** Statements per second when nobody acts: the servers' sweeps and workers. */
export async function idleRate(counter: StatementCounter, seconds: number) {
  await untilOutboxQuiet(counter);
  const before = await counter.count();
  await sleep(seconds * 1000);
  return ((await counter.count()) - before) / seconds;
}
