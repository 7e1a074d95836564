import { and, eq } from 'drizzle-orm';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { applications, jobs } from '../../db/schema';
import { jobLife, pendingApplications } from './job-life.test-helpers';
import { jobOf, validJob } from './jobs.test-helpers';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe("a job's life: open, closed, filled", () => {
  // The first page of open jobs is kept for minutes: every change below must drop it.
  const t = testAppForBlock({ MEMORY_CACHE_SECONDS: '300' });
  const [company, otherCompany, freelancer] = membersForBlock(t, [
    'company',
    'company',
    'freelancer',
  ]);
  let life: ReturnType<typeof jobLife>;

  beforeAll(() => {
    life = jobLife(t);
  });

  describe('PUT /jobs/edit-job/:jobId', () => {
    it('lets the company rewrite its job, with the post-job rules; Available Jobs shows it', async () => {
      const jobId = await jobOf(t, company);
      expect(await life.openJobIds(freelancer)).toContain(jobId);
      const response = await life.edit(company, jobId, {
        title: 'Looking for a Vue developer',
        skills: ['Vue'],
        budget: 90000,
        postedBy: company.id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.job).toMatchObject({
        _id: jobId,
        title: 'Looking for a Vue developer',
        skills: ['Vue'],
        budget: 90000,
        status: 'open',
        counts: { applications: 0, pending: 0, accepted: 0 },
      });
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/v1/jobs/all-jobs',
        headers: freelancer.headers,
      });
      const shown = listed.json().data.jobs.find((job: { _id: string }) => job._id === jobId);
      expect(shown.title).toBe('Looking for a Vue developer');
    });

    it('answers the post-job form messages for bad input', async () => {
      const jobId = await jobOf(t, company);
      const response = await life.edit(company, jobId, { title: ' ', numberOfFreelancers: 0 });
      expect(response.statusCode).toBe(400);
      const messages = response.json().errors.map((error: { msg: string }) => error.msg);
      expect(messages).toEqual(['Job title is required', 'At least 1 freelancer is needed']);
    });

    it("refuses another company's edit with 403, and changes nothing", async () => {
      const jobId = await jobOf(t, company);
      const response = await life.edit(otherCompany, jobId, { title: 'Mine now' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only the company that posted this job can change it.');
      const claimed = await life.edit(company, jobId, { postedBy: otherCompany.id });
      expect(claimed.statusCode).toBe(403);
      expect((await life.posted(company, jobId))?.title).toBe(validJob.title);
    });

    it('answers 404 for an unknown or malformed job, 403 for a freelancer', async () => {
      expect((await life.edit(company, unknownId)).statusCode).toBe(404);
      expect((await life.edit(company, "1' or '1'='1")).json().message).toBe('Job not found.');
      expect((await life.edit(freelancer, unknownId)).statusCode).toBe(403);
    });

    it('once an application is accepted, allows only raising the number needed', async () => {
      const jobId = await jobOf(t, company, { numberOfFreelancers: 2 });
      const [first] = await pendingApplications(t, jobId, 1);
      expect((await life.decide(company, first!.applicationId, 'accepted')).statusCode).toBe(200);
      const changed = await life.edit(company, jobId, { numberOfFreelancers: 2, budget: 1 });
      expect(changed.statusCode).toBe(409);
      expect(changed.json().message).toBe(
        'This job has an accepted application, so only the number of freelancers needed can be raised.',
      );
      const raised = await life.edit(company, jobId, { numberOfFreelancers: 3 });
      expect(raised.statusCode).toBe(200);
      expect(raised.json().data.job).toMatchObject({ numberOfFreelancers: 3, status: 'open' });
    });
  });

  describe('PATCH /jobs/status/:jobId', () => {
    it('closes a job: it leaves Available Jobs and refuses applications; reopening brings it back', async () => {
      const jobId = await jobOf(t, company);
      const [waiting] = await pendingApplications(t, jobId, 1);
      expect(await life.openJobIds(freelancer)).toContain(jobId);

      const closed = await life.setStatus(company, jobId, 'closed');
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toMatchObject({
        message: 'Job closed successfully',
        data: { job: { status: 'closed', counts: { applications: 1, pending: 1, accepted: 0 } } },
      });
      expect(await life.openJobIds(freelancer)).not.toContain(jobId);
      const late = await life.apply(freelancer, jobId);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This job is closed and takes no more applications.');
      const accept = await life.decide(company, waiting!.applicationId, 'accepted');
      expect(accept.statusCode).toBe(409);
      expect(accept.json().message).toBe('This job is closed. Reopen it to accept an application.');
      const again = await life.setStatus(company, jobId, 'closed');
      expect([again.statusCode, again.json().message]).toEqual([
        409,
        'This job is already closed.',
      ]);

      const reopened = await life.setStatus(company, jobId, 'open');
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json().data.job.status).toBe('open');
      expect(await life.openJobIds(freelancer)).toContain(jobId);
      const twice = await life.setStatus(company, jobId, 'open');
      expect([twice.statusCode, twice.json().message]).toEqual([409, 'This job is already open.']);
      expect((await life.apply(freelancer, jobId)).statusCode).toBe(201);
    });

    it("refuses another company's close with 403 and a made-up status with 400", async () => {
      const jobId = await jobOf(t, company);
      const response = await life.setStatus(otherCompany, jobId, 'closed');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only the company that posted this job can change it.');
      expect((await life.posted(company, jobId))?.status).toBe('open');
      const filled = await life.setStatus(company, jobId, 'filled');
      expect(filled.statusCode).toBe(400);
      expect(filled.json().errors[0].msg).toBe("Status must be 'open' or 'closed'");
      expect((await life.setStatus(company, unknownId, 'closed')).statusCode).toBe(404);
    });
  });

  describe('filling', () => {
    it('fills the job when accepted applications reach the number needed', async () => {
      const jobId = await jobOf(t, company, { numberOfFreelancers: 2 });
      const [a, b, c] = await pendingApplications(t, jobId, 3);
      await life.decide(company, a!.applicationId, 'accepted');
      expect((await life.posted(company, jobId))?.status).toBe('open');
      expect(await life.openJobIds(freelancer)).toContain(jobId);

      expect((await life.decide(company, b!.applicationId, 'accepted')).statusCode).toBe(200);
      expect(await life.posted(company, jobId)).toMatchObject({
        status: 'filled',
        counts: { applications: 3, pending: 1, accepted: 2 },
      });
      expect(await life.openJobIds(freelancer)).not.toContain(jobId);

      const late = await life.apply(freelancer, jobId);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'This job has all the freelancers it needs and takes no more applications.',
      );
      const third = await life.decide(company, c!.applicationId, 'accepted');
      expect(third.statusCode).toBe(409);
      expect(third.json().message).toBe(
        'This job already has all the freelancers it needs, so no more applications can be accepted.',
      );
      // The one still waiting stays pending, shown with the job's state, in case it reopens.
      const [row] = await t.db
        .select()
        .from(applications)
        .where(eq(applications.id, c!.applicationId));
      expect(row?.status).toBe('pending');
    });

    it('refuses to reopen a filled job until the number needed is raised', async () => {
      const jobId = await jobOf(t, company);
      const [a] = await pendingApplications(t, jobId, 2);
      await life.decide(company, a!.applicationId, 'accepted');
      const reopen = await life.setStatus(company, jobId, 'open');
      expect(reopen.statusCode).toBe(409);
      expect(reopen.json().message).toBe(
        'This job has all the freelancers it needs. Raise the number of freelancers needed to reopen it.',
      );
      const lower = await life.edit(company, jobId, { numberOfFreelancers: 1 });
      expect(lower.statusCode).toBe(200);
      expect(lower.json().data.job.status).toBe('filled');

      const raised = await life.edit(company, jobId, { numberOfFreelancers: 2 });
      expect(raised.json().data.job).toMatchObject({ status: 'open', numberOfFreelancers: 2 });
      expect(await life.openJobIds(freelancer)).toContain(jobId);

      // Closed, then reopened: still only while it needs someone.
      await life.setStatus(company, jobId, 'closed');
      expect((await life.setStatus(company, jobId, 'open')).statusCode).toBe(200);
    });

    it('never lets the number needed fall below the number accepted', async () => {
      const jobId = await jobOf(t, company, { numberOfFreelancers: 3 });
      const applied = await pendingApplications(t, jobId, 2);
      for (const { applicationId } of applied)
        await life.decide(company, applicationId, 'accepted');
      const response = await life.edit(company, jobId, { numberOfFreelancers: 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This job already has 2 accepted freelancers, so it cannot need fewer.',
      );
    });

    it('N racing accepts on a job that needs 1: exactly one wins, and the job is filled', async () => {
      const jobId = await jobOf(t, company);
      const applied = await pendingApplications(t, jobId, 8);
      const answers = await Promise.all(
        applied.map(({ applicationId }) => life.decide(company, applicationId, 'accepted')),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.statusCode === 409);
      expect(refused).toHaveLength(7);
      const accepted = await t.db
        .select()
        .from(applications)
        .where(and(eq(applications.jobId, jobId), eq(applications.status, 'accepted')));
      expect(accepted).toHaveLength(1);
      const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(job?.status).toBe('filled');
    });

    it('racing accepts and an edit on one job leave it consistent', async () => {
      const jobId = await jobOf(t, company, { numberOfFreelancers: 2 });
      const applied = await pendingApplications(t, jobId, 4);
      await Promise.all([
        ...applied.map(({ applicationId }) => life.decide(company, applicationId, 'accepted')),
        life.edit(company, jobId, { numberOfFreelancers: 3 }),
      ]);
      const job = await life.posted(company, jobId);
      const filled = job!.counts.accepted >= job!.numberOfFreelancers;
      expect(job!.counts.accepted).toBeLessThanOrEqual(job!.numberOfFreelancers);
      expect(job!.status).toBe(filled ? 'filled' : 'open');
    });
  });
});
