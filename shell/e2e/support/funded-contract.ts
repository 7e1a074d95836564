import { randomUUID } from 'node:crypto';
import { acceptedApplication, apiLogin, type ApiAccount, type ApiAdmin } from './api-setup';
import { pdfFile } from './files';

type Headers = Record<string, string>;

/** One API call as a signed-in account (its Cookie header); the answer's `data`, or a throw. */
export async function api(
  baseUrl: string,
  path: string,
  headers: Headers,
  method: string,
  body?: object | FormData,
) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: body instanceof FormData ? { cookie: headers.cookie ?? '' } : headers,
    ...(body && { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { data: Record<string, never> };
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data as Record<string, { id: string } & Record<string, never>>;
}

/**
 * A contract of one milestone of `amountPaisa` through the API, paid in by bank transfer and
 * confirmed by the admin: offered, accepted, the receipt sent, the pay-in confirmed. Answers the
 * ids and both parties' API headers for what the journey does next.
 */
export async function fundedContract(
  baseUrl: string,
  parties: { admin: ApiAdmin; company: ApiAccount; freelancer: ApiAccount },
  title: string,
  amountPaisa = 4_000_000,
) {
  const { admin, company, freelancer } = parties;
  const application = await acceptedApplication(baseUrl, company, freelancer, title);
  const asCompany = await apiLogin(baseUrl, company);
  const asFreelancer = await apiLogin(baseUrl, freelancer);
  const offered = await api(baseUrl, '/contracts/offers', asCompany, 'POST', {
    applicationId: application._id,
    title,
    scope: 'Store, theme and JazzCash checkout.',
    milestones: [{ title: 'Store and theme', amountPaisa, dueDate: '2027-01-15' }],
  });
  const contractId = offered.contract!.id;
  const accepted = (await api(baseUrl, `/contracts/${contractId}/answer`, asFreelancer, 'POST', {
    version: 1,
    action: 'accept',
  })) as unknown as { contract: { milestones: { id: string }[] } };
  const milestoneId = accepted.contract.milestones[0]!.id;
  const { payIn } = (await api(baseUrl, `/milestones/${milestoneId}/pay-in`, asCompany, 'POST', {
    idempotencyKey: randomUUID(),
    rail: 'bankTransfer',
  })) as unknown as { payIn: { id: string; reference: string; amountPaisa: number } };
  const receipt = pdfFile('transfer.pdf');
  const form = new FormData();
  form.append('transactionId', `IBFT${Date.now()}`);
  form.append(
    'proof',
    new Blob([new Uint8Array(receipt.buffer)], { type: receipt.mimeType }),
    receipt.name,
  );
  await api(baseUrl, `/pay-ins/${payIn.id}/proof`, asCompany, 'POST', form);
  await api(
    baseUrl,
    `/admin/pay-ins/${payIn.id}/confirm`,
    { ...admin.headers, 'content-type': 'application/json' },
    'POST',
    { idempotencyKey: randomUUID(), amountPaisa: payIn.amountPaisa, reference: payIn.reference },
  );
  return { contractId, milestoneId, asCompany, asFreelancer };
}
