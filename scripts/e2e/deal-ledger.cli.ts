/**
 * A deal through the real API of a running server, then its contract's ledger lines, as a table:
 * `npx tsx scripts/e2e/deal-ledger.cli.ts http://127.0.0.1:3998` (a server started with
 * ADMIN_SIGNUP_KEY as the journeys' and the test bank account, e.g. by `startServer`).
 * A company offers two milestones, funds both by bank transfer, an admin confirms them, the
 * freelancer submits the first and the company approves it, then ends the contract: the second
 * milestone's escrow goes back to the company.
 */
import { randomUUID } from 'node:crypto';
import type { ContractDto, PayInDto, StatementLineDto } from '@kaamyaab/shared-api/contract';
import { acceptedApplication, apiLogin, approvedAccounts } from '../../shell/e2e/support/api-setup';
import { pdfFile } from '../../shell/e2e/support/files';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3998';

async function send(headers: Record<string, string>, method: string, path: string, body?: unknown) {
  const multipart = body instanceof FormData;
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: multipart
      ? { cookie: headers.cookie ?? '', ...pick(headers, 'authorization') }
      : headers,
    body: multipart ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  // Each call reads the one part of the answer it asked for.
  const answer = (await response.json()) as {
    data: { contract: ContractDto; payIn: PayInDto; lines: StatementLineDto[] };
  };
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}
const pick = (headers: Record<string, string>, name: string) =>
  headers[name] ? { [name]: headers[name] } : {};

async function main() {
  const { admin, company, freelancer } = await approvedAccounts(baseUrl);
  const application = await acceptedApplication(baseUrl, company, freelancer, 'Shopify store');
  const asCompany = await apiLogin(baseUrl, company);
  const asFreelancer = await apiLogin(baseUrl, freelancer);
  const { contract } = await send(asCompany, 'POST', '/contracts/offers', {
    applicationId: application._id,
    title: 'Shopify store',
    scope: 'Store and checkout.',
    milestones: [
      { title: 'Store and theme', amountPaisa: 4_000_000, dueDate: '2027-01-15' },
      { title: 'Checkout', amountPaisa: 6_000_000, dueDate: '2027-01-31' },
    ],
  });
  const { contract: active } = await send(
    asFreelancer,
    'POST',
    `/contracts/${contract.id}/answer`,
    {
      version: 1,
      action: 'accept',
    },
  );
  for (const milestone of active.milestones) {
    const { payIn } = await send(asCompany, 'POST', `/milestones/${milestone.id}/pay-in`, {
      idempotencyKey: randomUUID(),
      rail: 'bankTransfer',
    });
    const form = new FormData();
    form.append('transactionId', `IBFT${Date.now()}`);
    const receipt = pdfFile('transfer.pdf');
    form.append(
      'proof',
      new Blob([new Uint8Array(receipt.buffer)], { type: receipt.mimeType }),
      receipt.name,
    );
    await send(asCompany, 'POST', `/pay-ins/${payIn.id}/proof`, form);
    await send(
      { ...admin.headers, 'content-type': 'application/json' },
      'POST',
      `/admin/pay-ins/${payIn.id}/confirm`,
      {
        idempotencyKey: randomUUID(),
        amountPaisa: payIn.amountPaisa,
        reference: payIn.reference,
      },
    );
  }
  const first = active.milestones[0]!.id;
  const work = new FormData();
  work.append('note', 'The store is live.');
  await send(asFreelancer, 'POST', `/milestones/${first}/submit`, work);
  await send(asCompany, 'POST', `/milestones/${first}/approve`, { idempotencyKey: randomUUID() });
  await send(asCompany, 'POST', `/contracts/${contract.id}/end`, {
    idempotencyKey: randomUUID(),
    reason: 'The checkout moves to the next contract.',
  });
  const { lines } = await send(
    { ...admin.headers },
    'GET',
    `/contracts/${contract.id}/ledger?limit=200`,
  );
  const rupees = (paisa: number) => (paisa / 100).toFixed(2).padStart(12);
  console.log(`contract ${contract.id}`);
  console.log(
    `${'when'.padEnd(24)} ${'kind'.padEnd(16)} ${'account'.padEnd(9)} ${'amount Rs'.padStart(12)}  milestone`,
  );
  for (const line of lines)
    console.log(
      `${line.at.padEnd(24)} ${line.kind.padEnd(16)} ${line.account.padEnd(9)} ${rupees(line.amountPaisa)}  ${line.milestoneTitle ?? ''}`,
    );
  const total = lines.reduce(
    (sum: number, line: { amountPaisa: number }) => sum + line.amountPaisa,
    0,
  );
  console.log(`sum of the lines: ${rupees(total).trim()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
