import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './database';

/**
 * The embedded database is one session shared by the pool's connections: a statement from
 * another connection must never run inside an open transaction (where that transaction's
 * rollback would undo it). PostgreSQL gives the same guarantee with a session per connection.
 */
describe('transactions from several pool connections', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table probe (label text not null)`);
    // Open the pool's connections now, so the write beside the transaction below goes out at once.
    await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`select 1`)));
  });
  afterAll(() => database.close());

  const labels = async () => {
    const result = (await database.db.execute(
      sql`select label from probe order by label`,
    )) as unknown as { rows: { label: string }[] };
    return result.rows.map((row) => row.label);
  };

  it('keeps a write made beside a transaction that rolls back, and hides the rolled-back one', async () => {
    let inside!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (inside = resolve));
    let finish!: () => void;
    const finishTransaction = new Promise<void>((resolve) => (finish = resolve));

    const rolledBack = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe values ('inside')`);
        inside();
        await finishTransaction;
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);

    await insideTransaction;
    // drizzle runs a query when it is awaited: then() sends it now.
    const beside = database.db.execute(sql`insert into probe values ('beside')`).then(() => 'sent');
    // Give the write beside time to reach the database before the rollback does, so that a
    // driver that interleaved sessions would run it inside the transaction.
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();

    expect(await rolledBack).toBe('roll back');
    expect(await beside).toBe('sent');
    expect(await labels()).toEqual(['beside']);
  });

  it('runs concurrent transactions each whole: a rollback undoes its own writes only', async () => {
    await database.db.execute(sql`delete from probe`);
    const outcomes = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((label, index) =>
        database.db
          .transaction(async (tx) => {
            await tx.execute(sql`insert into probe values (${`${label}1`})`);
            await new Promise((resolve) => setImmediate(resolve));
            await tx.execute(sql`insert into probe values (${`${label}2`})`);
            if (index % 2 === 1) throw new Error('roll back');
          })
          .then(
            () => 'committed',
            () => 'rolled back',
          ),
      ),
    );
    expect(outcomes).toEqual([
      'committed',
      'rolled back',
      'committed',
      'rolled back',
      'committed',
      'rolled back',
    ]);
    expect(await labels()).toEqual(['a1', 'a2', 'c1', 'c2', 'e1', 'e2']);
  });
});
