import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { Client } from 'pg';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './database';
import { EmbeddedEngine } from './embedded-engine';

const probe = pgTable('probe', { label: text('label').notNull() });

/**
 * Statements prepared by name are per connection on PostgreSQL. The embedded database is one
 * session under several pool connections, so it must keep each connection's names apart, or
 * the jobs pages (prepared by name) fail on every connection but the first.
 */
describe('statements prepared by name on several pool connections', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table probe (label text not null)`);
    await database.db.insert(probe).values([{ label: 'a' }, { label: 'b' }]);
  });
  afterAll(() => database.close());

  it('runs one named statement on every connection at once', async () => {
    const statement = database.db
      .select()
      .from(probe)
      .where(sql`${probe.label} = ${sql.placeholder('label')}`)
      .prepare('probe_by_label');
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        statement.execute({ label: index % 2 === 0 ? 'a' : 'b' }),
      ),
    );
    expect(answers.map((rows) => rows.map((row) => row.label).join())).toEqual(
      Array.from({ length: 24 }, (_, index) => (index % 2 === 0 ? 'a' : 'b')),
    );
  });
});

describe('the embedded engine frees a connection’s statements when it ends', () => {
  const engine = new EmbeddedEngine('memory://', 0);
  const client = () =>
    new Client({ stream: () => engine.connect(0), user: 'postgres', database: 'postgres' });
  const preparedCount = async (on: Client) =>
    (await on.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))
      .rows[0]!.n;

  afterAll(() => engine.close());

  it('keeps two connections’ same-named statements apart, then drops the one that left', async () => {
    const [first, second] = [client(), client()];
    await Promise.all([first.connect(), second.connect()]);
    const byName = { name: 'answer', text: 'select $1::int + 1 as n' };
    expect((await first.query({ ...byName, values: [1] })).rows).toEqual([{ n: 2 }]);
    expect((await second.query({ ...byName, values: [41] })).rows).toEqual([{ n: 42 }]);
    expect(await preparedCount(second)).toBe(2);

    await first.end();
    expect(await preparedCount(second)).toBe(1);
    await second.end();
  });
});
