import {
  apiLogin,
  applyAs,
  approve,
  postJobAs,
  registerAdmin,
  registerCompany,
  registerFreelancer,
  type ApiAccount,
} from '../../shell/e2e/support/api-setup';
import { PASSWORD } from '../../shell/e2e/support/people';

/**
 * The scripted market of the proof, through the load balancer: sign-ups with files, approvals,
 * jobs, applications, accepts and messages, each request landing on the next process in turn.
 * What the API acknowledged is recorded, for the consistency checks to find in the database.
 */
export interface MarketSize {
  companies: number;
  freelancers: number;
  jobsPerCompany: number;
  appliesPerFreelancer: number;
}

export interface Acknowledged {
  accounts: ApiAccount[];
  jobs: { id: string; company: ApiAccount; needed: number }[];
  applications: { jobId: string; freelancer: ApiAccount }[];
  accepted: { applicationId: string; freelancer: ApiAccount; company: ApiAccount }[];
  messages: number;
  /** Writes retried after their process died with them in flight (answered 502). */
  retried: number;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Runs `work` in batches of `width`, as several people at once would. */
export async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width)
    await Promise.all(items.slice(start, start + width).map(work));
}

/**
 * A write whose process died under it answered 502: the person sends it again. `done` says
 * whether the refusal of the second try means the first one had in fact been committed.
 */
async function once(ack: Acknowledged, work: () => Promise<void>, done = /409/) {
  try {
    await work();
  } catch (error) {
    if (!/answered 502|fetch failed|socket/.test(String(error))) throw error;
    ack.retried += 1;
    try {
      await work();
    } catch (again) {
      if (!done.test(String(again))) throw again;
    }
  }
}

export async function signUpAndApprove(baseUrl: string, size: MarketSize, ack: Acknowledged) {
  const admin = await registerAdmin(baseUrl);
  const companies = Array.from({ length: size.companies }, (_, i) => i);
  await inParallel(companies, 4, async (i) => {
    ack.accounts.push(await registerCompany(baseUrl, { companyName: `Scale Company ${i}` }));
  });
  const freelancers = Array.from({ length: size.freelancers }, (_, i) => i);
  await inParallel(freelancers, 4, async (i) => {
    ack.accounts.push(await registerFreelancer(baseUrl, { fullName: `Scale Freelancer ${i}` }));
  });
  await inParallel(ack.accounts, 4, (account) => approve(baseUrl, admin, account));
}

export async function postJobs(baseUrl: string, size: MarketSize, ack: Acknowledged) {
  const companies = ack.accounts.filter((account) => account.role === 'company');
  await inParallel(companies, 4, async (company) => {
    for (let i = 0; i < size.jobsPerCompany; i += 1) {
      const job = await postJobAs(baseUrl, company, {
        title: `Looking for a scale tester ${i}`,
        description: 'Two processes, one market.',
        projectType: 'one-time',
        experienceLevel: 'entry',
        jobCategory: 'Testing',
        skills: ['Load balancing'],
        budget: 50_000,
        duration: '1 week',
        numberOfFreelancers: 2,
      });
      ack.jobs.push({ id: job._id, company, needed: 2 });
    }
  });
}

/** Each freelancer applies to the next jobs in turn; `onHalf` runs when half are sent. */
export async function applyToJobs(
  baseUrl: string,
  size: MarketSize,
  ack: Acknowledged,
  onHalf: () => Promise<void>,
) {
  const applied = new Set(ack.applications.map(({ freelancer }) => freelancer.email));
  const freelancers = ack.accounts.filter(
    (account) => account.role === 'freelancer' && !applied.has(account.email),
  );
  const plan = freelancers.flatMap((freelancer, f) =>
    Array.from({ length: size.appliesPerFreelancer }, (_, k) => ({
      freelancer,
      job: ack.jobs[(f + k * 3) % ack.jobs.length]!,
    })),
  );
  const half = Math.floor(plan.length / 2);
  let sent = 0;
  await inParallel(plan, 6, async ({ freelancer, job }) => {
    sent += 1;
    if (sent === half) await onHalf();
    await once(ack, () =>
      applyAs(baseUrl, freelancer, {
        jobId: job.id,
        coverLetter: 'I have run servers behind balancers for years.',
        proposedRate: 40_000,
        estimatedCompletionTime: '1 week',
      }),
    );
    ack.applications.push({ jobId: job.id, freelancer });
  });
}

async function api(baseUrl: string, path: string, init: RequestInit) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Each company accepts the first applicants of its jobs; both sides then write a message. */
export async function acceptAndTalk(baseUrl: string, ack: Acknowledged) {
  await inParallel(ack.jobs, 4, async (job) => {
    const company = await apiLogin(baseUrl, job.company);
    const { applications } = (await api(baseUrl, `/application/job-applications/${job.id}`, {
      headers: company,
    })) as { applications: { _id: string; applicant: { email: string } }[] };
    for (const application of applications.slice(0, job.needed)) {
      await once(ack, () =>
        api(baseUrl, `/application/status/${application._id}`, {
          method: 'PATCH',
          headers: company,
          body: JSON.stringify({ status: 'accepted' }),
        }).then(() => undefined),
      );
      const freelancer = ack.accounts.find((one) => one.email === application.applicant.email)!;
      ack.accepted.push({ applicationId: application._id, freelancer, company: job.company });
      const freelancerHeaders = await apiLogin(baseUrl, freelancer);
      for (const [headers, text] of [
        [company, 'Welcome aboard.'],
        [freelancerHeaders, 'Thank you, starting today.'],
      ] as const) {
        await api(baseUrl, `/conversations/${application._id}/messages`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ text }),
        });
        ack.messages += 1;
      }
    }
  });
}

/** Failed logins for one account, spread over the processes: the shared limit must hold. */
export async function failedLogins(baseUrl: string, account: ApiAccount, attempts: number) {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i += 1) {
    const response = await fetch(`${baseUrl}/api/v1/${account.role}/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email: account.email, password: `${PASSWORD}-wrong` }),
    });
    statuses.push(response.status);
  }
  return statuses;
}
