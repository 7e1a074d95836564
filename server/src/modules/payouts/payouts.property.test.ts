import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { payouts } from '../../db/schema';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { createFreelancer, loginAs } from '../../../test/factories';
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
  giveEarnings,
  requestAs,
  savedMethod,
  sendAs,
} from './payouts.test-helpers';

jest.setTimeout(240_000);

/**
 * Any sequence of asks, cancellations, approvals and simulated sends keeps the money whole: what
 * was earned is always the earnings left, plus what waits in payouts, plus what went out and the
 * fees taken; the earnings never go below zero; a payout's account holds its amount exactly while
 * it is on its way.
 */
describe('payout money, whatever happens', () => {
  const t = testAppForBlock();
  const [admin] = membersForBlock(t, ['admin'] as const);

  const step = fc.oneof(
    fc.record({
      kind: fc.constant('ask' as const),
      rupees: fc.integer({ min: 500, max: 60_000 }),
      closed: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('approve' as const), pick: fc.nat() }),
    fc.constant({ kind: 'send' as const }),
  );

  it('keeps earnings, payouts, outgoing and fees summing to what was earned', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const account = await createFreelancer(t.db, { active: true });
        const { cookie } = await loginAs(t.app, 'freelancer', account.email);
        const who = {
          id: account.id,
          name: account.fullName,
          email: account.email,
          headers: { cookie },
        };
        const good = await savedMethod(t, who);
        const closed = await savedMethod(t, who, { accountNumber: SIMULATOR_CLOSED_IBAN });
        const earned = 100_000_00;
        await giveEarnings(t.db, who.id, earned);
        const fees = await balanceOf(t.db, FEES_ACCOUNT);
        const out = await balanceOf(t.db, outgoingAccount('simulator'));
        const ids: string[] = [];
        for (const next of steps) {
          if (next.kind === 'ask') {
            const answer = await requestAs(
              t,
              who,
              next.rupees * 100,
              undefined,
              next.closed ? closed : good,
            );
            if (answer.statusCode === 201) ids.push(answer.json().data.payout.id);
            else expect([400, 409]).toContain(answer.statusCode);
          } else if (next.kind === 'cancel' && ids.length > 0) {
            await t.app.inject({
              method: 'POST',
              url: `/api/v1/payouts/${ids[next.pick % ids.length]}/cancel`,
              headers: who.headers,
            });
          } else if (next.kind === 'approve' && ids.length > 0) {
            await approveAs(t, admin, ids[next.pick % ids.length]!);
          } else if (next.kind === 'send') {
            const rows = await t.db.select().from(payouts).where(eq(payouts.freelancerId, who.id));
            const approved = rows.filter((row) => row.status === 'approved').map((row) => row.id);
            if (approved.length > 0) {
              const batch = (await batchAs(t, admin, 'simulator', approved)).json().data.batch;
              await sendAs(t, admin, batch.id);
            }
          }
        }
        const rows = await t.db.select().from(payouts).where(eq(payouts.freelancerId, who.id));
        let waiting = 0;
        for (const row of rows) {
          const held = await balanceOf(t.db, payoutAccount(row.id));
          const onItsWay = !['paid', 'failed', 'cancelled'].includes(row.status);
          expect(held).toBe(onItsWay ? row.amount : 0);
          waiting += held;
        }
        const left = await balanceOf(t.db, earningsAccount(who.id));
        expect(left).toBeGreaterThanOrEqual(0);
        const paidOut = (await balanceOf(t.db, outgoingAccount('simulator'))) - out;
        const feesTaken = (await balanceOf(t.db, FEES_ACCOUNT)) - fees;
        expect(left + waiting + paidOut + feesTaken).toBe(earned);
        expect(await ledgerTotal(t.db)).toBe(0);
      }),
      { numRuns: Number(process.env.PAYOUT_PROPERTY_RUNS ?? 12) },
    );
  });
});
