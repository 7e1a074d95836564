import { type SQL, sql } from 'drizzle-orm';
import { createScratchDatabase, runOnTestServer } from '../../test/test-database';
import type { DatabaseHandle } from './database';
import { openDatabase } from './open-database';

/** The node-postgres driver answers `execute` with its own result; the shared type cannot say so. */
async function rowsOf<Row>(database: DatabaseHandle, query: SQL): Promise<[Row, ...Row[]]> {
  const result = (await database.db.execute(query)) as { rows: [Row, ...Row[]] };
  return result.rows;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the PostgreSQL pool', () => {
  it('reports a dropped idle connection and keeps serving', async () => {
    const scratch = await createScratchDatabase();
    const lost: Error[] = [];
    const database = await openDatabase(
      { DATABASE_URL: scratch.url, dataDir: 'memory://', DB_STATEMENT_TIMEOUT_MS: 5_000 },
      (error) => lost.push(error),
    );
    try {
      const [{ pid }] = await rowsOf<{ pid: number }>(
        database,
        sql`select pg_backend_pid() as pid`,
      );
      await runOnTestServer('select pg_terminate_backend($1)', [pid]);
      await until(() => lost.length > 0);
      expect(lost[0]?.message).toMatch(/terminating connection/);

      expect(await rowsOf(database, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
