import { randomUUID } from 'node:crypto';
import type { JobsPage } from '@kaamyaab/shared-api/contract';
import type { TestApp } from '../../../test/build-test-app';
import { createAdmin, createCompany, createFreelancer, loginAs } from '../../../test/factories';
import { insertJob } from './jobs.repository';

/** A signed-in account for API tests: its id, display name and the Cookie header to send. */
export interface Member {
  id: string;
  name: string;
  email: string;
  headers: { cookie: string };
}

export async function member(
  testApp: TestApp,
  role: 'freelancer' | 'company' | 'admin',
  { active = true }: { active?: boolean } = {},
): Promise<Member> {
  const { app, db } = testApp;
  if (role === 'admin') {
    const admin = await createAdmin(db);
    const { cookie } = await loginAs(app, 'admin', admin.email);
    return { id: admin.id, name: admin.username, email: admin.email, headers: { cookie } };
  }
  if (role === 'company') {
    const company = await createCompany(db, {
      active,
      companyName: `Indus Labs ${randomUUID().slice(0, 6)}`,
    });
    const { cookie } = await loginAs(app, 'company', company.email);
    return { id: company.id, name: company.companyName, email: company.email, headers: { cookie } };
  }
  const freelancer = await createFreelancer(db, { active });
  const { cookie } = await loginAs(app, 'freelancer', freelancer.email);
  return {
    id: freelancer.id,
    name: freelancer.fullName,
    email: freelancer.email,
    headers: { cookie },
  };
}

export const validJob = {
  title: 'Looking for a React developer',
  description: 'Build the storefront of our Lahore bakery.',
  projectType: 'one-time',
  experienceLevel: 'intermediate',
  jobCategory: 'Web Development',
  skills: ['React', 'TypeScript'],
  budget: 150000,
  duration: '6 weeks',
};

export function postJobAs(testApp: TestApp, who: Member, overrides: Record<string, unknown> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/jobs/post-job',
    headers: who.headers,
    payload: { ...validJob, ...overrides },
  });
}

/** Posts a job and returns its id; fails the test if posting fails. */
export async function jobOf(testApp: TestApp, company: Member, overrides = {}): Promise<string> {
  const response = await postJobAs(testApp, company, overrides);
  if (response.statusCode !== 201) throw new Error(`post-job failed: ${response.body}`);
  return response.json().data.job._id as string;
}

/**
 * Inserts groups of jobs straight into the database (the bus is not told), each group's jobs
 * sharing one createdAt, a second apart, the first group at `newest`. Answers every id in the
 * order lists give them: newest first, ties by id descending.
 */
export async function insertJobsWithTies(
  testApp: TestApp,
  companyId: string,
  sizes: number[],
  newest = Date.now() - 1000,
): Promise<string[]> {
  const inserted: { id: string; at: number }[] = [];
  for (const [group, size] of sizes.entries()) {
    const createdAt = new Date(newest - group * 1000);
    for (let index = 0; index < size; index += 1) {
      const { title: _title, ...job } = validJob;
      const row = await insertJob(testApp.db, {
        ...job,
        title: `Tied job ${group}.${index}`,
        projectType: 'one-time',
        experienceLevel: 'intermediate',
        companyId,
        createdAt,
      });
      inserted.push({ id: row.id, at: createdAt.getTime() });
    }
  }
  inserted.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1));
  return inserted.map((job) => job.id);
}

/** A cursor made by hand, to check what the server makes of one it did not write. */
export const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

type ListPage = (query: string) => Promise<{ statusCode: number; json(): unknown }>;

/** Follows nextCursor from the first page to the last; answers every id seen, in order. */
export async function walk(list: ListPage, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 1000; pages += 1) {
    const response = await list(`?limit=${limit}${after === null ? '' : `&after=${after}`}`);
    if (response.statusCode !== 200) throw new Error(`page ${pages}: ${response.statusCode}`);
    const { jobs, nextCursor } = (response.json() as { data: JobsPage }).data;
    if (jobs.length > limit || (nextCursor !== null && jobs.length !== limit))
      throw new Error(`page ${pages} has ${jobs.length} jobs for a limit of ${limit}`);
    seen.push(...jobs.map((job) => job._id));
    if (nextCursor === null) return seen;
    after = nextCursor;
  }
  throw new Error('the list never ended');
}
