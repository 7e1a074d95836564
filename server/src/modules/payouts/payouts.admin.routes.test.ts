import { and, eq } from 'drizzle-orm';
import { adminActions, notifications, payouts } from '../../db/schema';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import {
  balanceOf,
  earningsAccount,
  FEES_ACCOUNT,
  ledgerTotal,
  outgoingAccount,
  payoutAccount,
} from '../ledger';
import { SIMULATOR_CLOSED_IBAN } from './simulator.rail';
import {
  approveAs,
  batchAs,
  freshKey,
  giveEarnings,
  GOOD_IBAN,
  requestedPayout,
  resultAs,
  savedMethod,
  sendAs,
} from './payouts.test-helpers';

jest.setTimeout(90_000);

/** The admins' side: approvals, batches through the two rails, results, the state machines. */
describe('admins paying out', () => {
  const t = testAppForBlock();
  const [freelancer, admin, otherAdmin] = membersForBlock(t, [
    'freelancer',
    'admin',
    'admin',
  ] as const);
  const statusOf = async (payoutId: string) =>
    (await t.db.select().from(payouts).where(eq(payouts.id, payoutId)))[0]!.status;
  const earnings = () => balanceOf(t.db, earningsAccount(freelancer.id));
  const actionsOn = (subjectId: string) =>
    t.db.select().from(adminActions).where(eq(adminActions.subjectId, subjectId));

  beforeAll(async () => {
    await savedMethod(t, freelancer, { accountNumber: GOOD_IBAN });
    await giveEarnings(t.db, freelancer.id, 100_000_000);
  });

  it('needs two different admins above the limit, one below it', async () => {
    const large = await requestedPayout(t, freelancer, 10_000_001);
    const first = await approveAs(t, admin, large.id);
    expect(first.json().data.payout).toMatchObject({
      status: 'awaitingSecondApproval',
      needsSecondApproval: true,
      firstApproval: { adminId: admin.id, adminName: admin.name },
      secondApproval: null,
    });
    const same = await approveAs(t, admin, large.id);
    expect([same.statusCode, same.json().code]).toEqual([409, 'secondApproverSame']);
    const second = await approveAs(t, otherAdmin, large.id);
    expect(second.json().data.payout).toMatchObject({
      status: 'approved',
      secondApproval: { adminId: otherAdmin.id },
    });
    const third = await approveAs(t, otherAdmin, large.id);
    expect([third.statusCode, third.json().code]).toEqual([409, 'payoutIllegalMove']);
    expect((await actionsOn(large.id)).map((row) => [row.action, row.adminId])).toEqual([
      ['payoutFirstApproval', admin.id],
      ['payoutSecondApproval', otherAdmin.id],
    ]);

    const atLimit = await requestedPayout(t, freelancer, 10_000_000);
    const once = await approveAs(t, admin, atLimit.id);
    expect(once.json().data.payout).toMatchObject({
      status: 'approved',
      needsSecondApproval: false,
    });
  });

  it('races two approvals of one payout to one winner', async () => {
    const payout = await requestedPayout(t, freelancer, 200_000);
    const answers = await Promise.all([
      approveAs(t, admin, payout.id),
      approveAs(t, otherAdmin, payout.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await actionsOn(payout.id)).toHaveLength(1);
  });

  it('sends a batch through the simulator: one paid, one failed and returned with its reason', async () => {
    const closedId = await savedMethod(t, freelancer, {
      accountNumber: SIMULATOR_CLOSED_IBAN,
      accountTitle: 'Closed Account Holder',
    });
    const paid = await requestedPayout(t, freelancer, 300_000);
    const failed = await requestedPayout(t, freelancer, 400_000, closedId);
    for (const id of [paid.id, failed.id])
      expect((await approveAs(t, admin, id)).statusCode).toBe(200);
    const before = await earnings();
    const fees = await balanceOf(t.db, FEES_ACCOUNT);

    const made = await batchAs(t, admin, 'simulator', [paid.id, failed.id]);
    expect(made.statusCode).toBe(201);
    const batch = made.json().data.batch;
    expect(batch).toMatchObject({
      rail: 'simulator',
      status: 'ready',
      payoutCount: 2,
      totalPaisa: 700_000,
    });
    const sent = await sendAs(t, admin, batch.id);
    expect(sent.json().data.batch).toMatchObject({
      status: 'settled',
      paidCount: 1,
      failedCount: 1,
    });

    expect([await statusOf(paid.id), await statusOf(failed.id)]).toEqual(['paid', 'failed']);
    expect(await earnings()).toBe(before + 400_000);
    expect(await balanceOf(t.db, FEES_ACCOUNT)).toBe(fees + 5_000);
    expect(await balanceOf(t.db, outgoingAccount('simulator'))).toBe(295_000);
    expect(await balanceOf(t.db, payoutAccount(paid.id))).toBe(0);
    expect(await balanceOf(t.db, payoutAccount(failed.id))).toBe(0);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, failed.id));
    expect(row!.failureReason).toBe('Account closed');
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, freelancer.id), eq(notifications.kind, 'payoutFailed')),
      );
    expect(told).toHaveLength(1);
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/v1/payouts', headers: freelancer.headers })
    ).json().data.overview.payouts;
    expect(history.find((p: { id: string }) => p.id === failed.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Account closed',
    });

    const again = await sendAs(t, admin, batch.id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'batchAlreadySent']);
    expect(await ledgerTotal(t.db)).toBe(0);
  });

  it('exports a bank file, then takes the bank’s results one by one', async () => {
    const wallet = await savedMethod(t, freelancer, {
      kind: 'jazzcash',
      accountNumber: '0300-7654321',
      accountTitle: '=HYPERLINK("x")',
    });
    const toIban = await requestedPayout(t, freelancer, 250_050);
    const toWallet = await requestedPayout(t, freelancer, 150_000, wallet);
    for (const id of [toIban.id, toWallet.id]) await approveAs(t, otherAdmin, id);
    const unapproved = await requestedPayout(t, freelancer, 100_000);
    const refused = await batchAs(t, admin, 'bankFile', [toIban.id, unapproved.id]);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'payoutIllegalMove']);
    expect(await statusOf(toIban.id)).toBe('approved');

    const key = freshKey();
    const made = await batchAs(t, admin, 'bankFile', [toIban.id, toWallet.id], key);
    const retried = await batchAs(t, admin, 'bankFile', [toIban.id, toWallet.id], key);
    expect(retried.json().data.batch.id).toBe(made.json().data.batch.id);
    const batchId = made.json().data.batch.id as string;

    const early = await resultAs(t, admin, toIban.id, { outcome: 'paid' });
    expect([early.statusCode, early.json().code]).toEqual([409, 'batchNotSent']);

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/payout-batches/${batchId}/file`,
      headers: admin.headers,
    });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = file.body.split('\r\n');
    expect(lines[0]).toBe(
      '"Sr No","Debit Account IBAN","Beneficiary Account or IBAN","Beneficiary Bank","Beneficiary Title","Amount","Currency","Payment Reference","Transfer Mode"',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^"1","PK00KYDV0000000000000000","${GOOD_IBAN}","SCBL","Ayesha Khan","2450.50","PKR","KY[0-9A-F]{16}","IBFT"$`,
      ),
    );
    expect(lines[2]).toMatch(
      /^"2","PK00KYDV0000000000000000","03007654321","JAZZCASH","'=HYPERLINK\(""x""\)","1480.00","PKR","KY[0-9A-F]{16}","JAZZCASH"$/,
    );
    expect(lines).toHaveLength(4);

    expect((await sendAs(t, admin, batchId)).json().data.batch.status).toBe('sent');
    const noReason = await resultAs(t, admin, toWallet.id, { outcome: 'failed' });
    expect([noReason.statusCode, noReason.json().code]).toEqual([400, 'failureReasonRequired']);
    const before = await earnings();
    const paid = await resultAs(t, admin, toIban.id, {
      outcome: 'paid',
      bankReference: 'FT2611270001',
    });
    expect(paid.json().data.payout).toMatchObject({
      status: 'paid',
      bankReference: 'FT2611270001',
    });
    const twice = await resultAs(t, otherAdmin, toIban.id, { outcome: 'failed', reason: 'Late' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'payoutIllegalMove']);
    await resultAs(t, admin, toWallet.id, { outcome: 'failed', reason: 'Wallet blocked' });
    expect(await earnings()).toBe(before + 150_000);
    const batches = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/payout-batches',
        headers: admin.headers,
      })
    ).json().data.batches;
    expect(batches.find((b: { id: string }) => b.id === batchId)).toMatchObject({
      status: 'settled',
      paidCount: 1,
      failedCount: 1,
    });
    expect(await ledgerTotal(t.db)).toBe(0);
  });
});

/** Earned money is paid out even after the account is deactivated or closed. */
describe('paying out deactivated and closed accounts', () => {
  const t = testAppForBlock();
  const [deactivated, closing, active, admin, otherAdmin] = membersForBlock(t, [
    'freelancer',
    'freelancer',
    'freelancer',
    'admin',
    'admin',
  ] as const);
  const deactivate = (id: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/review/freelancer/${id}/status`,
      headers: admin.headers,
      payload: { decision: 'deactivate' },
    });
  const remainingOf = (id: string, key = freshKey()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/freelancers/${id}/payout`,
      headers: admin.headers,
      payload: { idempotencyKey: key },
    });

  it('lets a deactivated freelancer ask, and completes a payout asked before', async () => {
    await savedMethod(t, deactivated);
    await giveEarnings(t.db, deactivated.id, 600_000);
    const before = await requestedPayout(t, deactivated, 200_000);
    await approveAs(t, admin, before.id);
    expect((await deactivate(deactivated.id)).statusCode).toBe(200);
    const after = await requestedPayout(t, deactivated, 150_000);
    await approveAs(t, admin, after.id);
    const batch = (await batchAs(t, admin, 'simulator', [before.id, after.id])).json().data.batch;
    expect((await sendAs(t, otherAdmin, batch.id)).json().data.batch).toMatchObject({
      paidCount: 2,
    });
    expect(await balanceOf(t.db, earningsAccount(deactivated.id))).toBe(250_000);
  });

  it('lets an admin pay out all that a closed account earned, to its saved method', async () => {
    await savedMethod(t, closing, { kind: 'easypaisa', accountNumber: '03451234567' });
    await giveEarnings(t.db, closing.id, 80_000);
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/me/close',
      headers: closing.headers,
      payload: { password: 'Shalimar-Garden-42' },
    });
    expect(closed.statusCode).toBe(200);

    const dormant = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/payouts/dormant',
        headers: admin.headers,
      })
    ).json().data.accounts;
    expect(dormant).toEqual(
      expect.arrayContaining([
        {
          freelancerId: closing.id,
          name: 'Closed account',
          closed: true,
          availablePaisa: 80_000,
          hasMethod: true,
        },
        expect.objectContaining({
          freelancerId: deactivated.id,
          closed: false,
          availablePaisa: 250_000,
        }),
      ]),
    );
    expect(dormant.some((row: { freelancerId: string }) => row.freelancerId === active.id)).toBe(
      false,
    );

    const key = freshKey();
    const asked = await remainingOf(closing.id, key);
    expect(asked.statusCode).toBe(201);
    // Below the minimum: what is left is owed however small; the wallet's fee still applies.
    expect(asked.json().data.payout).toMatchObject({
      amountPaisa: 80_000,
      feePaisa: 2_000,
      requestedBy: 'admin',
      freelancer: { id: closing.id, closed: true },
    });
    expect((await remainingOf(closing.id, key)).json().data.payout.id).toBe(
      asked.json().data.payout.id,
    );
    const payoutId = asked.json().data.payout.id as string;
    expect((await actionsFor(payoutId)).map((row) => row.action)).toEqual([
      'payoutOfRemainingEarnings',
    ]);
    await approveAs(t, otherAdmin, payoutId);
    const batch = (await batchAs(t, admin, 'simulator', [payoutId])).json().data.batch;
    await sendAs(t, admin, batch.id);
    expect(await balanceOf(t.db, earningsAccount(closing.id))).toBe(0);
    const nothingLeft = await remainingOf(closing.id);
    expect([nothingLeft.statusCode, nothingLeft.json().code]).toEqual([409, 'payoutAboveBalance']);

    const refused = await remainingOf(active.id);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'accountStillActive']);
  });

  const actionsFor = (subjectId: string) =>
    t.db.select().from(adminActions).where(eq(adminActions.subjectId, subjectId));
});
