import { randomUUID } from 'node:crypto';
import type { ContractDto, DisputeDto } from '@kaamyaab/shared-api/contract';
import type { TestApp } from '../../../test/build-test-app';
import { multipart } from '../../../test/factories';
import { fundMilestone } from '../../../test/funding';
import { activeContract, dealCalls } from '../contracts/contracts.test-helpers';
import type { Member } from '../jobs/jobs.test-helpers';
import {
  balanceOf,
  companyBalanceAccount,
  earningsAccount,
  escrowAccount,
  FEES_ACCOUNT,
} from '../ledger';
import { sweepOverdueDisputes } from './dispute-sweep';

/** Disputes' calls and set-up over the real app (docs/decisions/031-disputes.md). */

export const DAY_MS = 86_400_000;

export const statementOf = (overrides: object = {}) => ({
  statement: 'The shop has no checkout page, which the brief asked for.',
  amountPaisa: 0,
  ...overrides,
});

interface Answer {
  statusCode: number;
  json(): { data: { dispute: DisputeDto } & Record<string, unknown>; code?: string };
}

export function disputeCalls(t: TestApp) {
  // The contracts' helper injects as a signed-in member; these answers carry a dispute.
  const call = dealCalls(t).call as unknown as (
    method: 'GET' | 'POST',
    url: string,
    who: Member | null,
    payload?: object,
  ) => Promise<Answer>;
  return {
    call,
    open: (who: Member, milestoneId: string, body: object = statementOf(), key = randomUUID()) =>
      call('POST', `/milestones/${milestoneId}/disputes`, who, { idempotencyKey: key, ...body }),
    answer: (who: Member, disputeId: string, body: object = statementOf()) =>
      call('POST', `/disputes/${disputeId}/answer`, who, body),
    accept: (who: Member, disputeId: string, key = randomUUID()) =>
      call('POST', `/disputes/${disputeId}/accept`, who, { idempotencyKey: key }),
    decide: (who: Member, disputeId: string, freelancerPaisa: number, key = randomUUID()) =>
      call('POST', `/admin/disputes/${disputeId}/decide`, who, {
        idempotencyKey: key,
        freelancerPaisa,
        reasonCode: 'workIncomplete',
        reasonEn: 'The checkout was missing; the rest was delivered.',
        reasonUr: 'چیک آؤٹ موجود نہیں تھا، باقی کام فراہم کیا گیا۔',
      }),
    ofContract: (who: Member | null, contractId: string) =>
      call('GET', `/contracts/${contractId}/disputes`, who),
    adminOne: (who: Member, disputeId: string) => call('GET', `/admin/disputes/${disputeId}`, who),
    adminList: (who: Member, status = 'awaitingDecision') =>
      call('GET', `/admin/disputes?status=${status}`, who),
    /** One PDF put forward as evidence. */
    evidence: async (who: Member, disputeId: string, pdf: Buffer) => {
      const body = await multipart(
        {},
        { files: { bytes: pdf, name: 'evidence.pdf', type: 'application/pdf' } },
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/disputes/${disputeId}/evidence`,
        headers: { ...who.headers, ...body.headers },
        payload: body.payload,
      }) as unknown as Promise<Answer>;
    },
  };
}

/** The freelancer submits work on a funded milestone (a note only), as the room's form does. */
export async function submitNote(t: TestApp, freelancer: Member, milestoneId: string) {
  const body = await multipart({ note: 'The shop is ready for your review.' });
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/v1/milestones/${milestoneId}/submit`,
    headers: { ...freelancer.headers, ...body.headers },
    payload: body.payload,
  });
  if (sent.statusCode !== 200) throw new Error(`submit failed: ${sent.body}`);
  return sent.json().data.contract as ContractDto;
}

/** An active contract of one milestone of `amount`, funded and submitted: ready to dispute. */
export async function submittedMilestone(
  t: TestApp,
  company: Member,
  freelancer: Member,
  amount = 1_000_000,
) {
  const contract = await activeContract(dealCalls(t), company, freelancer, [amount]);
  const milestoneId = contract.milestones[0]!.id;
  await fundMilestone(t.db, milestoneId);
  await submitNote(t, freelancer, milestoneId);
  return { contractId: contract.id, milestoneId };
}

/** The sweep as the server runs it, at a chosen time. */
export const sweepAt = (t: TestApp, now: Date) =>
  sweepOverdueDisputes(
    { db: t.db, log: t.app.log, bus: t.app.bus, settings: { answerDays: 4, now: () => now } },
    now,
  );

/** The money of one milestone as the ledger holds it, and its parties' accounts. */
export async function moneyOf(
  t: TestApp,
  ids: { contractId: string; milestoneId: string },
  parties: { companyId: string; freelancerId: string },
) {
  return {
    escrow: await balanceOf(t.db, escrowAccount(ids.contractId, ids.milestoneId)),
    companyBalance: await balanceOf(t.db, companyBalanceAccount(parties.companyId)),
    earnings: await balanceOf(t.db, earningsAccount(parties.freelancerId)),
    fees: await balanceOf(t.db, FEES_ACCOUNT),
  };
}
