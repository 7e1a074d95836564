import { pdfFile } from './files';
import { ADMIN_SIGNUP_KEY, PASSWORD, uniqueSuffix } from './people';

/**
 * Sets the stage through the real API (what the accounts journey already proves in the
 * browser): an admin, and approved accounts for the journeys that start after approval.
 */
async function call(baseUrl: string, path: string, init: RequestInit) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, init);
  const body = (await response.json()) as {
    data: Record<string, { _id: string } & Record<string, unknown>> & { accessToken?: string };
  };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

function multipartBody(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const proof = pdfFile();
  form.append(
    'proofOfRegistrationFee',
    new Blob([new Uint8Array(proof.buffer)], { type: proof.mimeType }),
    proof.name,
  );
  return form;
}

export async function approvedMarket(baseUrl: string) {
  const suffix = uniqueSuffix();
  const json = { 'content-type': 'application/json' };
  const admin = await call(baseUrl, '/admin/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      username: 'Sana',
      email: `sana.${suffix}@kaamyaab.pk`,
      password: PASSWORD,
      adminSignupKey: ADMIN_SIGNUP_KEY,
    }),
  });
  const asAdmin = { authorization: `Bearer ${admin.accessToken}` };
  const company = { companyName: 'Ravi Software House', email: `jobs.${suffix}@ravi.pk` };
  const freelancer = { fullName: 'Hamza Qureshi', email: `hamza.${suffix}@example.pk` };
  const createdCompany = await call(baseUrl, '/company/register', {
    method: 'POST',
    body: multipartBody({
      ...company,
      pocName: 'Maryam Iqbal',
      pocId: '35202-1111111-1',
      companyNtn: '7654321-0',
      password: PASSWORD,
      bio: 'Software house in Lahore.',
    }),
  });
  const createdFreelancer = await call(baseUrl, '/freelancer/register', {
    method: 'POST',
    body: multipartBody({
      ...freelancer,
      password: PASSWORD,
      number: '03331234567',
      CNIC: '61101-2222222-2',
      skills: 'Node.js, PostgreSQL',
      bankAccount: 'PK00HABB0000000000000000',
      currentlyEmployed: 'false',
      bio: 'Backend developer in Islamabad.',
      agree: 'true',
    }),
  });
  await call(baseUrl, `/company/${createdCompany.company?._id}/toggle-status`, {
    method: 'PATCH',
    headers: asAdmin,
  });
  await call(baseUrl, `/freelancer/${createdFreelancer.freelancer?._id}/toggle-status`, {
    method: 'PATCH',
    headers: asAdmin,
  });
  return { company, freelancer, password: PASSWORD };
}
