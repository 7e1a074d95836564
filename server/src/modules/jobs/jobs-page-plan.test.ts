import { Placeholder, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { SearchJobsQuery } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { createCompany } from '../../../test/factories';
import { openTestDatabase } from '../../../test/test-database';
import { openJobsQuery } from './jobs.repository';
import { searchOpenJobs } from './job-search.repository';

/**
 * How PostgreSQL plans a page of Available Jobs, and a search by a category. A prepared
 * statement is planned two ways: a custom plan for its values, or one generic plan it keeps;
 * which it takes depends on the table's size. Either way a page must be one ordered range of
 * jobs_open_created_idx, with no sort and no hash of another table: then a page costs the same
 * at 1,000 jobs and at 100,000.
 */

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

const JOBS = 1000;
const COMPANIES = 20;

async function seedMarket(db: Database) {
  const companies = [];
  for (let index = 0; index < COMPANIES; index += 1) companies.push(await createCompany(db));
  const ids = sql.raw(`array[${companies.map((company) => `'${company.id}'::uuid`).join(',')}]`);
  // One statement, a minute apart: the newest first, every company's in turn.
  await db.execute(sql`
    insert into jobs (company_id, title, description, project_type, experience_level,
      job_category, skills, budget, created_at)
    select (${ids})[1 + n % ${COMPANIES}], 'Job ' || n, repeat('A description. ', 40),
      'one-time', 'intermediate', 'Web Development', array['React'], 50000 + n,
      now() - n * interval '1 minute'
    from generate_series(1, ${JOBS}) as n`);
  await db.execute(sql`analyze jobs`);
  await db.execute(sql`analyze companies`);
}

/** The row the cursor of a deep page names: the last full page of 50 starts after it. */
async function deepCursor(db: Database) {
  const result = (await db.execute(
    sql`select created_at, id from jobs order by created_at desc, id desc offset ${JOBS - 51} limit 1`,
  )) as unknown as { rows: { created_at: string; id: string }[] };
  const [row] = result.rows;
  return row!;
}

/** The plan PostgreSQL executes for a statement and its values, in one plan-cache mode. */
async function planOf(
  db: Database,
  query: { sql: string; params: unknown[] },
  values: Record<string, unknown>,
  mode: 'force_custom_plan' | 'force_generic_plan',
): Promise<PlanNode[]> {
  const parameters = query.params.map((param) =>
    param instanceof Placeholder ? values[param.name] : param,
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
    await tx.execute(sql.raw(`prepare page_plan as ${query.sql}`));
    const literal = (value: unknown) => `'${String(value).replace(/'/g, "''")}'`;
    const explained = (await tx.execute(
      sql.raw(`explain (format json) execute page_plan(${parameters.map(literal).join(', ')})`),
    )) as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[] };
    await tx.execute(sql.raw('deallocate page_plan'));
    const [row] = explained.rows;
    const plan = row!['QUERY PLAN'];
    return nodesOf((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
  });
}

// One market for every plan below: explaining a statement writes nothing.
let handle: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedMarket(handle.db);
});

afterAll(() => handle.close());

describe('the plan of a page of Available Jobs', () => {
  let cursor: { created_at: string; id: string };

  beforeAll(async () => {
    cursor = await deepCursor(handle.db);
  });

  const pages = [
    ['the first page', false, () => ({ limit: 50 })],
    ['a deep page', true, () => ({ limit: 50, at: cursor.created_at, id: cursor.id })],
  ] as const;

  describe.each(pages)('%s', (_name, after, values) => {
    it.each(['force_custom_plan', 'force_generic_plan'] as const)(
      'reads jobs as one ordered range of the open-jobs index under %s, sorting and hashing nothing',
      async (mode) => {
        const query = openJobsQuery(handle.db, after).toSQL();
        const nodes = await planOf(handle.db, query, values(), mode);
        const types = nodes.map((node) => node['Node Type']);
        expect(types).not.toContain('Sort');
        expect(types).not.toContain('Hash');
        const readsOfJobs = nodes.filter((node) => node['Relation Name'] === 'jobs');
        expect(readsOfJobs.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
          ['Index Scan', 'jobs_open_created_idx'],
        ]);
      },
    );
  });
});

describe('the plan of a search by a category no open job has', () => {
  // Searches are not prepared by name, so each is planned for its own values.
  it.each(['newest', 'budget', 'applicants'] as const)(
    'reads the category index by %s, not every open job',
    async (sort) => {
      const search = z.parse(SearchJobsQuery, { category: 'Pottery', sort });
      const query = searchOpenJobs(handle.db, search, 50).toSQL();
      const nodes = await planOf(handle.db, query, {}, 'force_custom_plan');
      const jobIndexes = nodes.flatMap((node) =>
        node['Index Name']?.startsWith('jobs_') ? [node['Index Name']] : [],
      );
      expect(jobIndexes).toEqual(['jobs_open_category_idx']);
      const scansOfJobs = nodes.filter(
        (node) => node['Relation Name'] === 'jobs' && node['Node Type'] === 'Seq Scan',
      );
      expect(scansOfJobs).toEqual([]);
    },
  );
});
