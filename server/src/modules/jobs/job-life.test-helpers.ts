import type { TestApp } from '../../../test/build-test-app';
import { member, validJob, type Member } from './jobs.test-helpers';

/** Calls of a job's life for API tests, over the real app. */
export function jobLife(t: TestApp) {
  const inject = t.app.inject.bind(t.app);
  return {
    apply: (who: Member, jobId: string) =>
      inject({
        method: 'POST',
        url: '/api/v1/application/apply',
        headers: who.headers,
        payload: {
          jobId,
          coverLetter: 'I have built five shops.',
          proposedRate: 20000,
          estimatedCompletionTime: '2 weeks',
        },
      }),
    decide: (who: Member, applicationId: string, status: 'accepted' | 'rejected') =>
      inject({
        method: 'PATCH',
        url: `/api/v1/application/status/${applicationId}`,
        headers: who.headers,
        payload: { status },
      }),
    edit: (who: Member, jobId: string, overrides: Record<string, unknown> = {}) =>
      inject({
        method: 'PUT',
        url: `/api/v1/jobs/edit-job/${encodeURIComponent(jobId)}`,
        headers: who.headers,
        payload: { ...validJob, ...overrides },
      }),
    setStatus: (who: Member, jobId: string, status: string) =>
      inject({
        method: 'PATCH',
        url: `/api/v1/jobs/status/${encodeURIComponent(jobId)}`,
        headers: who.headers,
        payload: { status },
      }),
    openJobIds: async (who: Member) => {
      const response = await inject({
        method: 'GET',
        url: '/api/v1/jobs/all-jobs?limit=200',
        headers: who.headers,
      });
      return (response.json().data.jobs as { _id: string }[]).map((job) => job._id);
    },
    /** The job as its company's Posted Jobs shows it. */
    posted: async (company: Member, jobId: string) => {
      const response = await inject({
        method: 'GET',
        url: `/api/v1/jobs/jobs-posted/${company.id}?limit=200`,
        headers: company.headers,
      });
      return (
        response.json().data.jobs as {
          _id: string;
          status: string;
          title: string;
          numberOfFreelancers: number;
          counts: { applications: number; pending: number; accepted: number };
        }[]
      ).find((job) => job._id === jobId);
    },
  };
}

/** `count` fresh approved freelancers, each with a pending application to the job; their ids. */
export async function pendingApplications(
  t: TestApp,
  jobId: string,
  count: number,
): Promise<{ applicant: Member; applicationId: string }[]> {
  const { apply } = jobLife(t);
  const applicants = await Promise.all(
    Array.from({ length: count }, () => member(t, 'freelancer')),
  );
  const answers = [];
  for (const applicant of applicants) {
    const response = await apply(applicant, jobId);
    if (response.statusCode !== 201) throw new Error(`apply failed: ${response.body}`);
    answers.push({ applicant, applicationId: response.json().data.application._id as string });
  }
  return answers;
}
