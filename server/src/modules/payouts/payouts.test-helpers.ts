import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import type { TestApp } from '../../../test/build-test-app';
import type { Member } from '../jobs/jobs.test-helpers';
import { earningsAccount, incomingAccount, postTransaction } from '../ledger';

/** The calls of a payout's life over the real app, for the payouts tests and the matrix. */

export const freshKey = () => randomUUID();

/** A valid Pakistani IBAN (Standard Chartered's published example). */
export const GOOD_IBAN = 'PK36SCBL0000001123456702';

/**
 * Earnings as a release leaves them, without a contract: the outside world's money straight to
 * `earnings:<freelancer>`, balanced and keyed like any posting.
 */
export async function giveEarnings(db: Database, freelancerId: string, paisa: number) {
  await db.transaction((tx) =>
    postTransaction(tx, {
      idempotencyKey: `testEarnings:${randomUUID()}`,
      kind: 'release',
      actorType: 'system',
      lines: [
        { account: incomingAccount('bankTransfer'), amount: -paisa, partyId: null },
        { account: earningsAccount(freelancerId), amount: paisa, partyId: freelancerId },
      ],
    }),
  );
}

export function addMethodAs(
  t: TestApp,
  who: Member,
  body: {
    kind?: string;
    accountNumber?: string;
    accountTitle?: string;
    makeDefault?: boolean;
  } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payouts/methods',
    headers: who.headers,
    payload: { kind: 'iban', accountNumber: GOOD_IBAN, accountTitle: 'Ayesha Khan', ...body },
  });
}

/** Saves a method, expects it saved, answers its id. */
export async function savedMethod(
  t: TestApp,
  who: Member,
  body: Parameters<typeof addMethodAs>[2] = {},
) {
  const response = await addMethodAs(t, who, body);
  if (response.statusCode !== 201) throw new Error(`method not saved: ${response.body}`);
  return response.json().data.method.id as string;
}

export function requestAs(
  t: TestApp,
  who: Member,
  amountPaisa: number,
  key = freshKey(),
  methodId?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payouts',
    headers: who.headers,
    payload: { idempotencyKey: key, amountPaisa, ...(methodId && { methodId }) },
  });
}

export async function requestedPayout(
  t: TestApp,
  who: Member,
  amountPaisa: number,
  methodId?: string,
) {
  const response = await requestAs(t, who, amountPaisa, freshKey(), methodId);
  if (response.statusCode !== 201) throw new Error(`payout not requested: ${response.body}`);
  return response.json().data.payout as { id: string; amountPaisa: number; feePaisa: number };
}

export function approveAs(t: TestApp, who: Member, payoutId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/payouts/${payoutId}/approve`,
    headers: who.headers,
  });
}

export function batchAs(
  t: TestApp,
  who: Member,
  rail: string,
  payoutIds: string[],
  key = freshKey(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/payout-batches',
    headers: who.headers,
    payload: { idempotencyKey: key, rail, payoutIds },
  });
}

export function sendAs(t: TestApp, who: Member, batchId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/payout-batches/${batchId}/send`,
    headers: who.headers,
  });
}

export function resultAs(
  t: TestApp,
  who: Member,
  payoutId: string,
  body: { outcome: 'paid' | 'failed'; reason?: string; bankReference?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/payouts/${payoutId}/result`,
    headers: who.headers,
    payload: body,
  });
}
