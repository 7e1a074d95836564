import type { AddressInfo } from 'node:net';
import { DEV_ADMIN_SIGNUP_KEY } from '../config/env';
import { testAppForBlock } from '../../test/per-block';
import { pdfBytes, pngBytes } from '../../test/factories';
import { validJob } from './jobs/jobs.test-helpers';

/**
 * The spec's public API contract as its own client reads it, over real HTTP: each step sends the row's
 * payload and reads only what the row says the client reads. A shape our UI could live with but
 * that client could not (an envelope where it reads a bare list, a string where it maps over a
 * list) fails here.
 */

type Json = Record<string, unknown> & { data?: unknown };

/** One browser: a cookie jar and the same-origin fetch the spec's client makes "with credentials". */
function browser(base: string) {
  let cookie = '';
  return async (method: string, path: string, body?: unknown) => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: {
        ...(cookie && { cookie }),
        ...(body !== undefined && !isForm && { 'content-type': 'application/json' }),
      },
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().find((line) => line.startsWith('kaamyaab_session'));
    if (set) cookie = set.split(';')[0]!;
    return { status: response.status, body: (await response.json()) as Json & unknown[] };
  };
}

/** A multipart form as the client builds it: a number is appended as its decimal text. */
function form(
  fields: Record<string, string | number>,
  files: Record<string, [Buffer, string]>,
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  for (const [name, [bytes, type]] of Object.entries(files))
    data.append(name, new Blob([new Uint8Array(bytes)], { type }), `${name}.bin`);
  return data;
}

describe("the public contract, as the spec's original client reads it", () => {
  const t = testAppForBlock();
  let base: string;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('walks sign-ups, approval, posting, applying and deciding, then logs everyone out', async () => {
    const visitor = browser(base);
    const admin = browser(base);
    const company = browser(base);
    const freelancer = browser(base);
    const png = await pngBytes();

    // POST /freelancer/register, multipart: on error the client reads errors[].msg and message.
    // Its phone is a number input's value (the spec's 'numeric phone'): 03001234567 as typed
    // arrives as the number 3001234567, its leading 0 lost.
    const freelancerSignup = await visitor(
      'POST',
      '/freelancer/register',
      form(
        {
          fullName: 'Ayesha Khan',
          email: 'ayesha.section7@example.pk',
          password: 'Lahore-Qila-2024',
          number: 3001234567,
          CNIC: '35202-1234567-1',
          skills: 'React, Figma',
          bankAccount: 'PK36SCBL0000001123456702',
          currentlyEmployed: 'false',
          companyName: '',
          bio: 'I build shops for Lahore bakeries.',
          agree: 'true',
        },
        { proofOfRegistrationFee: [pdfBytes(), 'application/pdf'], avatar: [png, 'image/png'] },
      ),
    );
    expect(freelancerSignup.status).toBe(201);
    const badSignup = await visitor('POST', '/freelancer/register', form({}, {}));
    expect(badSignup.status).toBe(400);
    expect(typeof badSignup.body.message).toBe('string');
    expect((badSignup.body.errors as { msg: string }[])[0]!.msg).toEqual(expect.any(String));

    // POST /company/register, multipart.
    const companySignup = await visitor(
      'POST',
      '/company/register',
      form(
        {
          companyName: 'Indus Bakers',
          pocName: 'Bilal Ahmed',
          pocId: '35202-7654321-9',
          companyNtn: '1234567-8',
          email: 'hr.section7@indus.pk',
          password: 'Ravi-River-2024',
          bio: 'Bakeries across Lahore.',
        },
        { proofOfRegistrationFee: [png, 'image/png'] },
      ),
    );
    expect(companySignup.status).toBe(201);

    // POST /admin/register: success is status 201 with a success flag.
    const adminSignup = await admin('POST', '/admin/register', {
      username: 'noor',
      email: 'noor.section7@kaamyaab.pk',
      password: 'Badshahi-Mosque-1673',
      role: 'reviewer',
      adminSignupKey: DEV_ADMIN_SIGNUP_KEY,
    });
    expect([adminSignup.status, adminSignup.body.success]).toEqual([201, true]);

    // POST /admin/login: status 200, success, data.admin, data.accessToken, data.refreshToken.
    const adminLogin = await admin('POST', '/admin/login', {
      email: 'noor.section7@kaamyaab.pk',
      password: 'Badshahi-Mosque-1673',
    });
    expect([adminLogin.status, adminLogin.body.success]).toEqual([200, true]);
    const adminData = adminLogin.body.data as Record<string, unknown>;
    expect(adminData).toMatchObject({
      admin: { _id: expect.any(String), username: 'noor' },
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });

    // GET /freelancer/inactive and /company/inactive: "a list of users", the body itself.
    const inactiveFreelancers = await admin('GET', '/freelancer/inactive');
    const inactiveCompanies = await admin('GET', '/company/inactive');
    expect(Array.isArray(inactiveFreelancers.body)).toBe(true);
    expect(Array.isArray(inactiveCompanies.body)).toBe(true);
    const pending = inactiveFreelancers.body.map((user) => user as Record<string, unknown>);
    const ayesha = pending.find((user) => user.email === 'ayesha.section7@example.pk');
    const indus = inactiveCompanies.body
      .map((user) => user as Record<string, unknown>)
      .find((user) => user.email === 'hr.section7@indus.pk');
    // Her phone is stored as dialled at home, whatever form it came in.
    expect(ayesha).toMatchObject({
      _id: expect.any(String),
      isActive: false,
      number: '03001234567',
    });
    expect(indus).toMatchObject({ _id: expect.any(String), isActive: false });

    // PATCH .../toggle-status, no body; then the lists reload.
    expect((await admin('PATCH', `/freelancer/${ayesha!._id}/toggle-status`)).status).toBe(200);
    expect((await admin('PATCH', `/company/${indus!._id}/toggle-status`)).status).toBe(200);
    const activeFreelancers = await admin('GET', '/freelancer/active');
    const activeCompanies = await admin('GET', '/company/active');
    expect(activeFreelancers.body.map((user) => (user as Json)._id)).toContain(ayesha!._id);
    expect(activeCompanies.body.map((user) => (user as Json)._id)).toContain(indus!._id);
    expect(
      (await admin('GET', '/freelancer/inactive')).body.map((u) => (u as Json)._id),
    ).not.toContain(ayesha!._id);

    // POST /company/login: reads success, stores the whole body (data.company).
    const companyLogin = await company('POST', '/company/login', {
      email: 'hr.section7@indus.pk',
      password: 'Ravi-River-2024',
    });
    expect(companyLogin.body.success).toBe(true);
    const companyId = (companyLogin.body.data as { company: { _id: string } }).company._id;

    // POST /jobs/post-job with postedBy; success goes to posted jobs.
    const posted = await company('POST', '/jobs/post-job', {
      ...validJob,
      numberOfFreelancers: 1,
      postedBy: companyId,
    });
    expect(posted.body.success).toBe(true);

    // POST /freelancer/login: status 200 and the success flag; the whole response is stored.
    const freelancerLogin = await freelancer('POST', '/freelancer/login', {
      email: 'ayesha.section7@example.pk',
      password: 'Lahore-Qila-2024',
    });
    expect([freelancerLogin.status, freelancerLogin.body.success]).toEqual([200, true]);
    const freelancerId = (freelancerLogin.body.data as { freelancer: { _id: string } }).freelancer
      ._id;

    // GET /jobs/all-jobs: on status 200 reads data.jobs.
    const allJobs = await freelancer('GET', '/jobs/all-jobs');
    expect(allJobs.status).toBe(200);
    const jobs = (allJobs.body.data as { jobs: { _id: string; postedBy: string }[] }).jobs;
    const job = jobs.find((candidate) => candidate.postedBy === companyId);
    expect(job).toBeDefined();

    // POST /company/profile: on status 200, companyName for the job card.
    const profile = await freelancer('POST', '/company/profile', { id: job!.postedBy });
    expect(profile.status).toBe(200);
    expect((profile.body.data as { companyName: string }).companyName).toBe('Indus Bakers');

    // POST /application/apply.
    const applied = await freelancer('POST', '/application/apply', {
      jobId: job!._id,
      applicantId: freelancerId,
      coverLetter: 'I have built five shops.',
      proposedRate: 20000,
      estimatedCompletionTime: '2 weeks',
    });
    expect(applied.body.success).toBe(true);

    // POST /application/all-applications: data as a list, each with job._id.
    const mine = await freelancer('POST', '/application/all-applications', { freelancerId });
    const appliedIds = (mine.body.data as { job: { _id: string } }[]).map((a) => a.job._id);
    expect(appliedIds).toContain(job!._id);

    // GET /jobs/jobs-posted/{companyId}: data.jobs.
    const postedJobs = await company('GET', `/jobs/jobs-posted/${companyId}`);
    expect((postedJobs.body.data as { jobs: { _id: string }[] }).jobs.map((j) => j._id)).toContain(
      job!._id,
    );

    // GET /application/job-applications/{jobId}: reads applications; the card maps over skills.
    const ofJob = await company('GET', `/application/job-applications/${job!._id}`);
    const applications = ofJob.body.applications as {
      _id: string;
      status: string;
      applicant: { fullName: string; email: string; skills: string[] };
    }[];
    expect(applications.length).toBe(1);
    expect(applications[0]!.applicant.skills.map((skill) => skill.trim())).toEqual([
      'React',
      'Figma',
    ]);

    // PATCH /application/status/{applicationId}: reads application, which replaces the old one.
    const decided = await company('PATCH', `/application/status/${applications[0]!._id}`, {
      status: 'accepted',
    });
    expect(decided.body.application).toMatchObject({
      _id: applications[0]!._id,
      status: 'accepted',
      applicant: { fullName: 'Ayesha Khan' },
    });

    // POST /{role}/logout with { id }: success triggers the local clear; the session is over.
    for (const [who, role, id] of [
      [freelancer, 'freelancer', freelancerId],
      [company, 'company', companyId],
      [admin, 'admin', (adminData.admin as { _id: string })._id],
    ] as const) {
      const loggedOut = await who('POST', `/${role}/logout`, { id });
      expect(loggedOut.body.success).toBe(true);
      expect((await who('GET', '/jobs/all-jobs')).status).toBe(401);
    }
  });
});
