import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/build-test-app';
import { multipart, pdfBytes } from '../../../test/factories';
import type { Member } from '../jobs/jobs.test-helpers';

/** The calls of a pay-in's life over the real app, for the pay-ins and money tests. */

/** A fresh idempotency key, as a client makes one per intended action. */
export const freshKey = () => randomUUID();

export const receiptPdf = (marker = randomUUID()) => ({
  // A PDF is stored as sent: a marker makes its bytes (and hash) this receipt's own.
  bytes: Buffer.concat([pdfBytes(), Buffer.from(`\n% ${marker}\n`)]),
  name: 'receipt.pdf',
  type: 'application/pdf',
});

export function startAs(t: TestApp, who: Member, milestoneId: string, key = freshKey()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/milestones/${milestoneId}/pay-in`,
    headers: who.headers,
    payload: { idempotencyKey: key, rail: 'bankTransfer' },
  });
}

/** Starts a pay-in, expects it started, and answers it. */
export async function startedPayIn(t: TestApp, who: Member, milestoneId: string) {
  const response = await startAs(t, who, milestoneId);
  if (response.statusCode !== 200) throw new Error(`start failed: ${response.body}`);
  return response.json().data.payIn as { id: string; reference: string; amountPaisa: number };
}

export async function proofAs(
  t: TestApp,
  who: Member,
  payInId: string,
  transactionId: string,
  receipt: { bytes: Buffer; name: string; type: string } | null = receiptPdf(),
) {
  const form = await multipart({ transactionId }, receipt ? { proof: receipt } : {});
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/pay-ins/${payInId}/proof`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

export function confirmAs(
  t: TestApp,
  who: Member,
  payInId: string,
  read: { amountPaisa: number; reference: string },
  key = freshKey(),
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/pay-ins/${payInId}/confirm`,
    headers: who.headers,
    payload: { idempotencyKey: key, ...read },
  });
}

export function refuseAs(t: TestApp, who: Member, payInId: string, reason: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/pay-ins/${payInId}/refuse`,
    headers: who.headers,
    payload: { reason },
  });
}

/** A pay-in started, its receipt sent and confirmed by `admin`: the milestone is funded. */
export async function fundedMilestone(
  t: TestApp,
  company: Member,
  admin: Member,
  milestoneId: string,
): Promise<string> {
  const payIn = await startedPayIn(t, company, milestoneId);
  const proof = await proofAs(t, company, payIn.id, `TX-${randomUUID().slice(0, 8)}`);
  if (proof.statusCode !== 200) throw new Error(`proof failed: ${proof.body}`);
  const { amountPaisa, reference } = payIn;
  const confirmed = await confirmAs(t, admin, payIn.id, { amountPaisa, reference });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return payIn.id;
}
