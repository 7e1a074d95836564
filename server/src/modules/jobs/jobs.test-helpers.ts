import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/build-test-app';
import { createAdmin, createCompany, createFreelancer, loginAs } from '../../../test/factories';

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
