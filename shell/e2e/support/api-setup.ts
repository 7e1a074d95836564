import { freelancerSignupFields } from '../../../scripts/lib/sample-accounts.cjs';
import { pdfFile } from './files';
import { ADMIN_SIGNUP_KEY, PASSWORD, uniqueSuffix } from './people';

/**
 * Sets the stage through the real API (what the accounts journey already proves in the
 * browser): accounts of each role, approved or left pending, and jobs and applications.
 */
type Row = { _id: string } & Record<string, unknown>;
type Data = Record<string, Row> & { accessToken?: string; job?: Row; application?: Row };

async function call(baseUrl: string, path: string, init: RequestInit) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, init);
  // A balancer's own refusal (a 502 page) is not the API's JSON: read it as text first.
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  const body = JSON.parse(text) as { data: Data };
  return { data: body.data, response };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

type Upload = ReturnType<typeof pdfFile>;

function multipartBody(fields: Record<string, string>, proof: Upload = pdfFile()) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    'proofOfRegistrationFee',
    new Blob([new Uint8Array(proof.buffer)], { type: proof.mimeType }),
    proof.name,
  );
  return form;
}

export interface ApiAdmin {
  email: string;
  headers: Record<string, string>;
}

export async function registerAdmin(baseUrl: string, username = 'Sana'): Promise<ApiAdmin> {
  const email = `sana.${uniqueSuffix()}@kaamyaab.pk`;
  const { data } = await call(baseUrl, '/admin/register', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ username, email, password: PASSWORD, adminSignupKey: ADMIN_SIGNUP_KEY }),
  });
  return { email, headers: { authorization: `Bearer ${data.accessToken}` } };
}

export interface ApiAccount {
  role: 'freelancer' | 'company';
  id: string;
  email: string;
  /** The name other roles see: fullName or companyName. */
  name: string;
}

/** A freelancer sign-up through the API; `fields` override the believable defaults. */
export async function registerFreelancer(
  baseUrl: string,
  fields: Record<string, string> = {},
  proof?: Upload,
): Promise<ApiAccount> {
  const values = {
    ...freelancerSignupFields,
    email: `hamza.${uniqueSuffix()}@example.pk`,
    password: PASSWORD,
    ...fields,
  };
  const { data } = await call(baseUrl, '/freelancer/register', {
    method: 'POST',
    body: multipartBody(values, proof),
  });
  const id = data.freelancer?._id as string;
  return { role: 'freelancer', id, email: values.email, name: values.fullName };
}

/** A company sign-up through the API; `fields` override the believable defaults. */
export async function registerCompany(
  baseUrl: string,
  fields: Record<string, string> = {},
): Promise<ApiAccount> {
  const values = {
    companyName: 'Ravi Software House',
    email: `jobs.${uniqueSuffix()}@ravi.pk`,
    pocName: 'Maryam Iqbal',
    pocId: '35202-1111111-1',
    companyNtn: '7654321-0',
    password: PASSWORD,
    bio: 'Software house in Lahore.',
    ...fields,
  };
  const { data } = await call(baseUrl, '/company/register', {
    method: 'POST',
    body: multipartBody(values),
  });
  const id = data.company?._id as string;
  return { role: 'company', id, email: values.email, name: values.companyName };
}

export async function approve(baseUrl: string, admin: ApiAdmin, account: ApiAccount) {
  await call(baseUrl, `/${account.role}/${account.id}/toggle-status`, {
    method: 'PATCH',
    headers: admin.headers,
  });
}

/** Logs in over the API and returns the Cookie header of the session, as a browser would send. */
export async function apiLogin(baseUrl: string, account: ApiAccount) {
  const { response } = await call(baseUrl, `/${account.role}/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email: account.email, password: PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { ...JSON_HEADERS, cookie };
}

/** Signs the account in and sends it `body` as JSON: what each action of a role below does. */
async function sendAs(
  baseUrl: string,
  account: ApiAccount,
  method: 'POST' | 'PATCH',
  path: string,
  body: object,
) {
  return call(baseUrl, path, {
    method,
    headers: await apiLogin(baseUrl, account),
    body: JSON.stringify(body),
  });
}

export async function postJobAs(baseUrl: string, company: ApiAccount, job: object) {
  const { data } = await sendAs(baseUrl, company, 'POST', '/jobs/post-job', job);
  return data.job as Row;
}

/** The freelancer applies; answers the application (its `_id` names its conversation). */
export async function applicationBy(baseUrl: string, freelancer: ApiAccount, application: object) {
  const { data } = await sendAs(baseUrl, freelancer, 'POST', '/application/apply', application);
  return data.application as Row;
}

export async function applyAs(baseUrl: string, freelancer: ApiAccount, application: object) {
  await applicationBy(baseUrl, freelancer, application);
}

/** The company accepts or rejects an application; the freelancer is notified. */
export async function decideAs(
  baseUrl: string,
  company: ApiAccount,
  applicationId: string,
  status: 'accepted' | 'rejected',
) {
  await sendAs(baseUrl, company, 'PATCH', `/application/status/${applicationId}`, { status });
}

/** One party of an application writes in its conversation. */
export async function sendMessageAs(
  baseUrl: string,
  account: ApiAccount,
  applicationId: string,
  text: string,
) {
  await sendAs(baseUrl, account, 'POST', `/conversations/${applicationId}/messages`, { text });
}

/**
 * A freelancer signed up with the defaults saves the profile with a new bio (nothing an admin
 * reviews): the server ends the account's live streams, which then reconnect.
 */
export async function saveFreelancerBioAs(baseUrl: string, freelancer: ApiAccount, bio: string) {
  const { number, bankAccount, skills, currentlyEmployed } = freelancerSignupFields;
  const form = new FormData();
  const fields = { fullName: freelancer.name, number, bankAccount, skills, currentlyEmployed, bio };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const { cookie } = await apiLogin(baseUrl, freelancer);
  await call(baseUrl, '/freelancer/me', { method: 'PATCH', headers: { cookie }, body: form });
}

/**
 * A company's job (`title`, Rs 100,000) and the freelancer's application to it, accepted: where
 * a deal begins.
 */
export async function acceptedApplication(
  baseUrl: string,
  company: ApiAccount,
  freelancer: ApiAccount,
  title: string,
) {
  const job = await postJobAs(baseUrl, company, {
    title,
    description: 'Set up our store and take payments in PKR.',
    projectType: 'one-time',
    experienceLevel: 'intermediate',
    jobCategory: 'Web Development',
    skills: ['Shopify'],
    budget: 100_000,
    duration: '3 weeks',
  });
  const application = await applicationBy(baseUrl, freelancer, {
    jobId: job._id,
    coverLetter: 'I have set up ten Shopify stores.',
    proposedRate: 100_000,
    estimatedCompletionTime: '3 weeks',
  });
  await decideAs(baseUrl, company, application._id, 'accepted');
  return application;
}

/** An approved company and freelancer, and the admin who approved them, over the API. */
export async function approvedAccounts(baseUrl: string) {
  const admin = await registerAdmin(baseUrl);
  const company = await registerCompany(baseUrl);
  const freelancer = await registerFreelancer(baseUrl);
  await approve(baseUrl, admin, company);
  await approve(baseUrl, admin, freelancer);
  return { admin, company, freelancer };
}

export async function approvedMarket(baseUrl: string) {
  const { company, freelancer } = await approvedAccounts(baseUrl);
  return {
    company: { companyName: company.name, email: company.email },
    freelancer: { fullName: freelancer.name, email: freelancer.email },
    password: PASSWORD,
  };
}

/** Approves an account that signed up through the browser, found by its email among the pending. */
export async function approveByEmail(
  baseUrl: string,
  admin: ApiAdmin,
  role: ApiAccount['role'],
  email: string,
) {
  const response = await fetch(`${baseUrl}/api/v1/${role}/inactive`, { headers: admin.headers });
  const pending = (await response.json()) as { _id: string; email: string }[];
  const account = pending.find((entry) => entry.email === email);
  if (!account) throw new Error(`${email} is not among the pending ${role} accounts`);
  await approve(baseUrl, admin, { role, id: account._id, email, name: '' });
}
