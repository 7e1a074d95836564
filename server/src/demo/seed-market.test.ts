import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { applications, companies, freelancers, jobs } from '../db/schema';
import { seedDemoMarket } from './seed-market';

describe('the demo market seed', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(() => database.close());

  it('fills a believable market once, and a second run adds nothing', async () => {
    const first = await seedDemoMarket(database.db);
    expect(first.created).toEqual({
      admins: 1,
      companies: 5,
      freelancers: 7,
      jobs: 10,
      applications: 10,
    });
    const second = await seedDemoMarket(database.db);
    expect(second.created).toEqual({
      admins: 0,
      companies: 0,
      freelancers: 0,
      jobs: 0,
      applications: 0,
    });
    expect(second.skipped).toBe(33);

    const { db } = database;
    const companyRows = await db.select().from(companies);
    const freelancerRows = await db.select().from(freelancers);
    expect(new Set(companyRows.map((row) => row.isActive))).toEqual(new Set([true, false]));
    expect(new Set(freelancerRows.map((row) => row.isActive))).toEqual(new Set([true, false]));
    expect(freelancerRows.every((row) => row.passwordHash.startsWith('$argon2id$'))).toBe(true);
    const jobRows = await db.select().from(jobs);
    const categories = new Set(jobRows.map((row) => row.jobCategory));
    // The fewest-applicants sort and the cards' Applicants read the kept count.
    expect(jobRows.reduce((sum, row) => sum + row.applicantCount, 0)).toBe(10);
    expect(categories.size).toBeGreaterThanOrEqual(6);
    const statuses = (await db.select().from(applications)).map((row) => row.status);
    expect(new Set(statuses)).toEqual(new Set(['pending', 'accepted', 'rejected']));
  });
});
