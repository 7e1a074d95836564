// The chaos load through the real API: freelancer sign-ups (multipart, a PDF proof and a PNG
// avatar) and job applications. Every 201 goes into the ledger, to be looked for afterwards.
import { freelancerSignupFields, minimalPdf, PASSWORD } from '../lib/sample-accounts.cjs';
import { ADMIN_SIGNUP_KEY } from './server.mjs';

// A 1×1 PNG, fixed bytes: no image library needed.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = minimalPdf();
const JSON_HEADERS = { 'content-type': 'application/json' };
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

function freelancerForm(email) {
  const form = new FormData();
  const fields = { ...freelancerSignupFields, email, password: PASSWORD };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('proofOfRegistrationFee', new Blob([PDF], { type: 'application/pdf' }), 'fee.pdf');
  form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
  return form;
}

async function call(baseUrl, path, init) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    ...init,
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.json().catch(() => ({}));
  return { status: response.status, data: body.data ?? {}, response };
}

async function must(promise, what) {
  const result = await promise;
  if (result.status >= 300) throw new Error(`${what} answered ${result.status}`);
  return result;
}

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

async function login(baseUrl, role, email) {
  const { response } = await must(
    call(baseUrl, `/${role}/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
    `${role} login`,
  );
  return { ...JSON_HEADERS, cookie: cookieOf(response) };
}

/**
 * An admin, an approved company with `jobs` jobs and `freelancers` approved, signed-in
 * freelancers: every (freelancer, job) pair is one application the load can send once.
 */
export async function setUpMarket(baseUrl, { jobs = 40, freelancers = 10 } = {}) {
  const admin = await must(
    call(baseUrl, '/admin/register', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        username: 'Sana',
        email: `sana.${unique()}@kaamyaab.pk`,
        password: PASSWORD,
        adminSignupKey: ADMIN_SIGNUP_KEY,
      }),
    }),
    'admin register',
  );
  const adminHeaders = { authorization: `Bearer ${admin.data.accessToken}` };
  const companyEmail = `jobs.${unique()}@ravi.pk`;
  const companyForm = new FormData();
  const companyFields = {
    companyName: 'Ravi Software House',
    email: companyEmail,
    pocName: 'Maryam Iqbal',
    pocId: '35202-1111111-1',
    companyNtn: '7654321-0',
    password: PASSWORD,
    bio: 'Software house in Lahore.',
  };
  for (const [name, value] of Object.entries(companyFields)) companyForm.append(name, value);
  companyForm.append(
    'proofOfRegistrationFee',
    new Blob([PDF], { type: 'application/pdf' }),
    'fee.pdf',
  );
  const company = await must(
    call(baseUrl, '/company/register', { method: 'POST', body: companyForm }),
    'company register',
  );
  const approve = (role, id) =>
    must(
      call(baseUrl, `/${role}/${id}/toggle-status`, { method: 'PATCH', headers: adminHeaders }),
      `approve ${role}`,
    );
  await approve('company', company.data.company._id);
  const companyHeaders = await login(baseUrl, 'company', companyEmail);
  const jobIds = [];
  for (let index = 0; index < jobs; index += 1) {
    const posted = await must(
      call(baseUrl, '/jobs/post-job', {
        method: 'POST',
        headers: companyHeaders,
        body: JSON.stringify({
          title: `Chaos job ${index}`,
          description: 'A React shop front for a Lahore bakery.',
          projectType: 'one-time',
          experienceLevel: 'expert',
          jobCategory: 'Web',
          skills: ['React'],
          budget: 150000,
          duration: '2 weeks',
          numberOfFreelancers: 1,
        }),
      }),
      'post job',
    );
    jobIds.push(posted.data.job._id);
  }
  const people = [];
  for (let index = 0; index < freelancers; index += 1) {
    const email = `hamza.${unique()}@example.pk`;
    const signed = await must(
      call(baseUrl, '/freelancer/register', { method: 'POST', body: freelancerForm(email) }),
      'freelancer register',
    );
    await approve('freelancer', signed.data.freelancer._id);
    people.push({ id: signed.data.freelancer._id, email });
  }
  const pairs = [];
  for (const jobId of jobIds) for (const person of people) pairs.push({ jobId, person });
  return { pairs, people, baseUrl };
}

/** Per-scenario counters and the ledger of acknowledged writes. */
export function newStats(name) {
  return {
    name,
    sent: 0,
    acked: 0,
    unavailable: 0,
    otherFailures: 0,
    failureKinds: {},
    crashes: 0,
    crashLog: [],
    recoveryMs: [],
    ledger: { freelancers: [], applications: [] },
    lost: 0,
    orphansLeft: 0,
    orphansAfterSweep: 0,
  };
}

function record(stats, status, kind) {
  if (status === 201) stats.acked += 1;
  else if (status === 503) stats.unavailable += 1;
  else {
    stats.otherFailures += 1;
    stats.failureKinds[kind] = (stats.failureKinds[kind] ?? 0) + 1;
  }
}

/** One sign-up; a 201 is written to the ledger with its id and email. */
export async function signUp(baseUrl, stats, round) {
  const email = `chaos.${unique()}@example.pk`;
  stats.sent += 1;
  try {
    const { status, data } = await call(baseUrl, '/freelancer/register', {
      method: 'POST',
      body: freelancerForm(email),
    });
    record(stats, status, `sign-up ${status}`);
    if (status === 201) stats.ledger.freelancers.push({ id: data.freelancer._id, email, round });
  } catch (error) {
    record(stats, 0, `sign-up ${error.cause?.code ?? error.name}`);
  }
}

/** One application from the next unused (freelancer, job) pair; signs the freelancer in again on 401. */
export async function apply(market, baseUrl, stats, round) {
  const pair = market.pairs.pop();
  if (!pair) return;
  stats.sent += 1;
  try {
    const send = () =>
      call(baseUrl, '/application/apply', {
        method: 'POST',
        headers: pair.person.headers ?? JSON_HEADERS,
        body: JSON.stringify({
          jobId: pair.jobId,
          applicantId: pair.person.id,
          coverLetter: 'I have built three shops for Lahore bakeries.',
          proposedRate: 20000,
          estimatedCompletionTime: '2 weeks',
        }),
      });
    let result = pair.person.headers ? await send() : { status: 401 };
    if (result.status === 401) {
      pair.person.headers = await login(baseUrl, 'freelancer', pair.person.email);
      result = await send();
    }
    record(stats, result.status, `apply ${result.status}`);
    if (result.status === 201)
      stats.ledger.applications.push({ id: result.data.application._id, round });
  } catch (error) {
    record(stats, 0, `apply ${error.cause?.code ?? error.name}`);
  }
}

/**
 * Sends up to `count` requests, half sign-ups and half applications, `concurrency` at a time;
 * sends no more once `alive()` turns false (the server was killed).
 */
export async function burst(market, baseUrl, stats, round, { count, alive, concurrency = 4 }) {
  let next = 0;
  const worker = async () => {
    while (next < count && alive()) {
      const index = (next += 1);
      if (index % 2 === 0) await signUp(baseUrl, stats, round);
      else await apply(market, baseUrl, stats, round);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Keeps sending until `stop()` is called; returns a promise of the end. */
export function steadyLoad(market, getUrl, stats, { concurrency = 4 } = {}) {
  let running = true;
  let sent = 0;
  const worker = async () => {
    while (running) {
      sent += 1;
      if (sent % 2 === 0) await signUp(getUrl(), stats, 0);
      else await apply(market, getUrl(), stats, 0);
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, worker));
  return async () => {
    running = false;
    await done;
  };
}
