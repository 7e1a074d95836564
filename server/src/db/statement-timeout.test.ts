import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { errorMessage } from '@kaamyaab/shared-api/contract';
import { buildAppOn, type TestApp } from '../../test/build-test-app';
import { DEV_METRICS_TOKEN } from '../config/env';
import { createFreelancer, loginAs } from '../../test/factories';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './database';

/**
 * A statement that runs past DB_STATEMENT_TIMEOUT_MS is canceled, on PostgreSQL by the server and
 * on the embedded database by stopping its worker (reopened from its folder), and the request
 * answers the 503 of a database that cannot answer. Without the timeout these statements run
 * for seconds and the requests succeed or hang.
 */
const TIMEOUT_MS = 300;
const SLOW = sql`select pg_sleep(3)`;

function sqlStateOf(error: unknown): unknown {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: unknown) => error,
  );

/**
 * Holds up every read of the jobs table for three seconds: on PostgreSQL a lock that another
 * connection holds that long, on the embedded database (one session) a slow statement ahead in
 * its queue. The returned function waits for the blocker to finish.
 */
async function blockJobs(database: DatabaseHandle): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    const slow = failureOf(database.db.execute(SLOW));
    return async () => {
      expect(sqlStateOf(await slow)).toBe('57014');
    };
  }
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: [{ name: string }];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${result.rows[0].name}`;
  const other = new Client({ connectionString: url.toString() });
  await other.connect();
  await other.query('begin; lock table jobs in access exclusive mode');
  const held = other.query('select pg_sleep(3); rollback');
  return async () => {
    await held;
    await other.end();
  };
}

describe('the statement timeout', () => {
  let database: DatabaseHandle;
  let t: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase({ statementTimeoutMs: TIMEOUT_MS, inFolder: true });
    t = await buildAppOn(database.db);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('cancels a slow statement with query_canceled, and the database serves again', async () => {
    expect(sqlStateOf(await failureOf(database.db.execute(SLOW)))).toBe('57014');

    const result = (await database.db.execute(sql`select 1 as one`)) as unknown as {
      rows: unknown[];
    };
    expect(result.rows).toEqual([{ one: 1 }]);
  });

  it('answers 503 with Retry-After, never a 500, while a statement holds up the jobs list', async () => {
    const freelancer = await createFreelancer(database.db, { active: true });
    const { cookie } = await loginAs(t.app, 'freelancer', freelancer.email);
    const listJobs = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/jobs/all-jobs', headers: { cookie } });

    const release = await blockJobs(database);
    try {
      const response = await listJobs();
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        statusCode: 503,
        success: false,
        message: errorMessage('databaseDown'),
      });
    } finally {
      await release();
    }
    const scraped = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${DEV_METRICS_TOKEN}` },
    });
    // The embedded database cancels the slow statement ahead by restarting its one session, so the
    // request queued behind it meets the restart; on PostgreSQL its own wait is canceled.
    const reason = database.kind === 'postgres' ? 'statementTimeout' : 'unavailable';
    expect(scraped.body).toMatch(
      new RegExp(`^kaamyaab_db_request_failures_total\\{reason="${reason}"\\} 1$`, 'm'),
    );

    // Committed before the cancel, the session is still there (the embedded folder reopened).
    expect((await listJobs()).statusCode).toBe(200);
  });
});
