import { buildAppOn, type TestApp } from '../../test/build-test-app';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { contracts, invoices, ledgerEntries, milestones, payIns, payouts } from '../db/schema';
import { seedDemoDeals } from './seed-deals';
import { seedDemoMarket } from './seed-market';

jest.setTimeout(120_000);

describe('the demo deals', () => {
  let database: DatabaseHandle;
  let t: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoMarket(database.db);
    t = await buildAppOn(database.db);
  });

  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('makes a contract on each accepted application by the API, and a second run adds nothing', async () => {
    expect(await seedDemoDeals(t.app, database.db)).toBe(3);
    const { db } = database;
    const statuses = (await db.select().from(contracts)).map((row) => row.status).sort();
    expect(statuses).toEqual(['active', 'active', 'offered']);
    const milestoneStatuses = (await db.select().from(milestones)).map((row) => row.status).sort();
    expect(milestoneStatuses).toEqual(['awaitingConfirmation', 'released', 'submitted']);
    expect((await db.select().from(payIns)).map((row) => row.status).sort()).toEqual([
      'awaitingConfirmation',
      'confirmed',
      'confirmed',
    ]);
    expect((await db.select().from(payouts)).map((row) => row.status)).toEqual(['paid']);
    expect((await db.select().from(invoices)).map((row) => row.number.slice(0, 6)).sort()).toEqual([
      'KY-FEE',
      'KY-INV',
    ]);
    const entries = await db.select().from(ledgerEntries);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);

    expect(await seedDemoDeals(t.app, database.db)).toBe(0);
    expect(await db.$count(contracts)).toBe(3);
  });
});
