import { eq } from 'drizzle-orm';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { applications, freelancers } from '../../db/schema';
import { jobOf, member, type Member } from '../jobs/jobs.test-helpers';

const unknownId = '00000000-0000-4000-8000-000000000000';
const letter = {
  coverLetter: 'I have built three shops for Lahore bakeries.',
  proposedRate: 20000,
  estimatedCompletionTime: '2 weeks',
};

describe('applications API', () => {
  const testApp = testAppForBlock();
  const [
    company,
    otherCompany,
    pendingCompany,
    freelancer,
    otherFreelancer,
    pendingFreelancer,
    admin,
  ] = membersForBlock(testApp, [
    'company',
    'company',
    { role: 'company', active: false },
    'freelancer',
    'freelancer',
    { role: 'freelancer', active: false },
    'admin',
  ]);
  let jobId: string;

  beforeAll(async () => {
    jobId = await jobOf(testApp, company);
  });

  const apply = (who: Member | null, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/application/apply',
      headers: who?.headers ?? {},
      payload,
    });

  describe('POST /application/apply', () => {
    it('applies as the signed-in approved freelancer: 201 with data.application, pending', async () => {
      const response = await apply(freelancer, {
        jobId,
        applicantId: freelancer.id,
        status: 'accepted',
        ...letter,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.application).toMatchObject({
        _id: expect.any(String),
        job: { _id: jobId, title: 'Looking for a React developer' },
        jobId,
        applicantId: freelancer.id,
        applicant: { fullName: freelancer.name, email: freelancer.email },
        ...letter,
        status: 'pending',
      });
    });

    it("answers a second application with 409 'You have already applied for this job.'", async () => {
      const response = await apply(freelancer, { jobId, ...letter });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'alreadyApplied',
        message: 'You have already applied for this job.',
        errors: [{ msg: 'You have already applied for this job.' }],
      });
    });

    it('names the refusal by the same code in Urdu, where only the sentence changes', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/application/apply',
        headers: { ...freelancer.headers, 'accept-language': 'ur' },
        payload: { jobId, ...letter },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'alreadyApplied',
        message: 'آپ اس جاب کے لیے پہلے ہی اپلائی کر چکے ہیں۔',
      });
    });

    it('refuses an applicantId of someone else with 403', async () => {
      for (const claimed of [unknownId, '../x']) {
        const response = await apply(otherFreelancer, { jobId, applicantId: claimed, ...letter });
        expect(response.statusCode).toBe(403);
      }
      const stray = await apply(otherFreelancer, { jobId, applicantId: freelancer.id, ...letter });
      expect(stray.statusCode).toBe(403);
      expect(stray.json().message).toBe('You can only apply as yourself.');
    });

    it('answers 404 for an unknown job and 400 for a malformed job id', async () => {
      expect((await apply(otherFreelancer, { jobId: unknownId, ...letter })).statusCode).toBe(404);
      const malformed = await apply(otherFreelancer, { jobId: 'not-a-uuid', ...letter });
      expect(malformed.statusCode).toBe(400);
    });

    it('answers 400 with the contract messages when fields are missing or wrong', async () => {
      const response = await apply(otherFreelancer, { jobId });
      expect(response.statusCode).toBe(400);
      const messages = response.json().errors.map((error: { msg: string }) => error.msg);
      expect(messages).toEqual(
        expect.arrayContaining([
          'Cover letter is required',
          'Proposed rate is required',
          'Estimated completion time is required',
        ]),
      );
      for (const proposedRate of [0, -1, 1.5, 'lots', 100_000_001]) {
        const bad = await apply(otherFreelancer, { jobId, ...letter, proposedRate });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors[0].msg).toBe('Proposed rate must be a positive amount in PKR');
      }
    });

    it('answers 401 without a session, even for an empty body', async () => {
      expect((await apply(null, { jobId, ...letter })).statusCode).toBe(401);
      expect((await apply(null, {})).statusCode).toBe(401);
    });

    it.each([
      ['a company', () => company],
      ['an admin', () => admin],
      ['an unapproved freelancer', () => pendingFreelancer],
    ])('refuses %s with 403', async (_case, who) => {
      expect((await apply(who(), { jobId, ...letter })).statusCode).toBe(403);
    });

    it('refuses a freelancer deactivated after approval on the very next request', async () => {
      const fx = await member(testApp, 'freelancer');
      await testApp.db
        .update(freelancers)
        .set({ isActive: false })
        .where(eq(freelancers.id, fx.id));
      expect((await apply(fx, { jobId, ...letter })).statusCode).toBe(403);
    });

    it('keeps exactly one application when one freelancer applies 50 times at once', async () => {
      const racer = await member(testApp, 'freelancer');
      const raceJob = await jobOf(testApp, company);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => apply(racer, { jobId: raceJob, ...letter })),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(49);
      const rows = await testApp.db
        .select()
        .from(applications)
        .where(eq(applications.jobId, raceJob));
      expect(rows).toHaveLength(1);
    });
  });

  describe('POST /application/all-applications', () => {
    const mine = (who: Member | null, payload: Record<string, unknown> = {}) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v1/application/all-applications',
        headers: who?.headers ?? {},
        payload,
      });

    it("answers a freelancer's own applications, each with job._id", async () => {
      for (const body of [{}, { freelancerId: freelancer.id }]) {
        const response = await mine(freelancer, body);
        expect(response.statusCode).toBe(200);
        const list = response.json().data;
        expect(list).toHaveLength(1);
        expect(list[0].job._id).toBe(jobId);
        expect(list[0].applicantId).toBe(freelancer.id);
      }
    });

    it('answers without a body too', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/application/all-applications',
        headers: freelancer.headers,
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a freelancerId of someone else with 403', async () => {
      expect((await mine(otherFreelancer, { freelancerId: freelancer.id })).statusCode).toBe(403);
    });

    it('lets an admin name the freelancer', async () => {
      const response = await mine(admin, { freelancerId: freelancer.id });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(1);
      expect((await mine(admin, {})).statusCode).toBe(400);
      expect((await mine(admin, { freelancerId: 'nope' })).statusCode).toBe(404);
    });

    it('answers 401 anonymous and 403 to a company', async () => {
      expect((await mine(null)).statusCode).toBe(401);
      expect((await mine(company)).statusCode).toBe(403);
    });
  });

  describe('GET /application/job-applications/:jobId', () => {
    const ofJob = (id: string, who: Member | null) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/v1/application/job-applications/${encodeURIComponent(id)}`,
        headers: who?.headers ?? {},
      });

    it('shows the owning company each applicant’s name, email and skills, nothing private', async () => {
      const response = await ofJob(jobId, company);
      expect(response.statusCode).toBe(200);
      const [application] = response.json().applications;
      expect(application.applicant).toEqual({
        fullName: freelancer.name,
        email: freelancer.email,
        skills: ['React', 'TypeScript'],
      });
      for (const secret of ['35202-1234567-1', 'PK36SCBL', '03001234567', '$argon2']) {
        expect(response.body).not.toContain(secret);
      }
      expect(response.body).not.toMatch(/cnic|bankAccount|phone|password/i);
    });

    it('lets an admin read them', async () => {
      expect((await ofJob(jobId, admin)).statusCode).toBe(200);
    });

    it('refuses another company, an unapproved company and a freelancer with 403', async () => {
      expect((await ofJob(jobId, otherCompany)).statusCode).toBe(403);
      expect((await ofJob(jobId, pendingCompany)).statusCode).toBe(403);
      expect((await ofJob(jobId, freelancer)).statusCode).toBe(403);
    });

    it('answers 404 for unknown and malformed ids, 401 without a session', async () => {
      expect((await ofJob(unknownId, company)).statusCode).toBe(404);
      expect((await ofJob('12345', company)).statusCode).toBe(404);
      expect((await ofJob(jobId, null)).statusCode).toBe(401);
    });
  });
});
