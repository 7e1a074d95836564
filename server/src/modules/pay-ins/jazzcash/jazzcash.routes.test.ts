import { activeContract, endContractRow } from '../../../../test/active-contract';
import { membersForBlock, testAppForBlock } from '../../../../test/per-block';
import { DEV_JAZZCASH } from '../../../config/env';
import { balanceOf, companyBalanceAccount } from '../../ledger';
import { hasValidHash } from './jazzcash-hash';
import { CHECKOUT_EXPIRED } from './jazzcash.sweep';
import {
  browserReturn,
  minutesAfter,
  openedCheckout,
  postingsOf,
  simulatorForBlock,
  startJazzCash,
  stateOf,
} from './jazzcash.test-helpers';

jest.setTimeout(60_000);

const SALT = DEV_JAZZCASH.JAZZCASH_INTEGRITY_SALT;
const mobiles = {
  success: '03123456789',
  failure: '03000000001',
  timeout: '03000000002',
  late: '03000000003',
  duplicate: '03000000004',
};

/** A company pays a milestone through JazzCash's checkout, each scenario of the simulator. */
describe("paying a milestone through JazzCash's hosted checkout", () => {
  const t = testAppForBlock();
  const { sim, sweep } = simulatorForBlock(t);
  const [company, freelancer, otherCompany] = membersForBlock(t, [
    'company',
    'freelancer',
    'company',
  ] as const);
  const milestone = async (amount = 2_500_000) =>
    (await activeContract(t, { companyId: company.id, freelancerId: freelancer.id }, [amount]))
      .milestoneIds[0]!;

  it('answers the signed checkout, never the salt, the same however often it is asked', async () => {
    const milestoneId = await milestone(1_250_050);
    const started = await startJazzCash(t, company, milestoneId);
    expect(started.statusCode).toBe(200);
    const payIn = started.json().data.payIn;
    expect(payIn).toMatchObject({
      rail: 'jazzCash',
      status: 'awaitingPayment',
      instructions: null,
    });
    const { fields, url, expiresAt } = payIn.checkout;
    expect(url).toBe(DEV_JAZZCASH.JAZZCASH_CHECKOUT_URL);
    expect(fields).toMatchObject({
      pp_Version: '1.1',
      pp_TxnType: 'MWALLET',
      pp_MerchantID: DEV_JAZZCASH.JAZZCASH_MERCHANT_ID,
      pp_TxnRefNo: payIn.reference.replace(/-/g, ''),
      pp_Amount: '1250050',
      pp_TxnCurrency: 'PKR',
      pp_ReturnURL: 'http://localhost:3000/api/v1/pay-ins/jazzcash/return',
    });
    expect(fields.pp_TxnRefNo.length).toBeLessThanOrEqual(20);
    expect(hasValidHash(fields, SALT)).toBe(true);
    expect(JSON.stringify(payIn)).not.toContain(SALT);
    expect(new Date(expiresAt).getTime() - new Date(payIn.createdAt).getTime()).toBe(30 * 60_000);
    // Read again, or started again: the very same checkout.
    const again = await startJazzCash(t, company, milestoneId);
    expect(again.json().data.payIn.checkout).toEqual(payIn.checkout);
  });

  it('lets only the company of the contract start one', async () => {
    const milestoneId = await milestone();
    const other = await startJazzCash(t, otherCompany, milestoneId);
    expect([other.statusCode, other.json().code]).toEqual([403, 'notContractParty']);
    const party = await startJazzCash(t, freelancer, milestoneId);
    expect([party.statusCode, party.json().code]).toEqual([403, 'wrongRole']);
  });

  it('funds the milestone on a paid checkout: the return and the IPN post once', async () => {
    const payIn = await openedCheckout(t, sim(), company, await milestone());
    const payment = sim().pay(payIn.checkout.fields.pp_TxnRefNo!, mobiles.success);
    const back = await browserReturn(t, payment.returned!);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `/company-dashboard/contracts/${payIn.contractId}?payment=funded`,
    );
    await payment.notified;
    const { payIn: row, milestone: funded, notices } = await stateOf(t, payIn.id);
    expect(row.status).toBe('confirmed');
    expect(row.transactionId).toBe(payment.returned!.pp_RetreivalReferenceNo);
    expect(funded.status).toBe('funded');
    expect(await postingsOf(t, payIn.id)).toHaveLength(1);
    // The IPN and the return race, as they do at JazzCash: whichever came first funded it.
    expect(notices.map((n) => [n.source, n.verified, n.outcome]).sort()).toEqual(
      [
        ['ipn', true, expect.stringMatching(/^(funded|alreadySettled)$/)],
        ['return', true, expect.stringMatching(/^(funded|alreadySettled)$/)],
      ].sort(),
    );
    expect(notices.filter((n) => n.outcome === 'funded')).toHaveLength(1);
    expect(JSON.stringify(notices)).not.toContain(DEV_JAZZCASH.JAZZCASH_PASSWORD);
  });

  it('refuses the pay-in with the provider’s message on a failure, and a new one can start', async () => {
    const milestoneId = await milestone();
    const payIn = await openedCheckout(t, sim(), company, milestoneId);
    const payment = sim().pay(payIn.checkout.fields.pp_TxnRefNo!, mobiles.failure);
    const back = await browserReturn(t, payment.returned!);
    expect(back.headers.location).toContain('?payment=refused');
    await payment.notified;
    const { payIn: row, milestone: unfunded } = await stateOf(t, payIn.id);
    expect(row.status).toBe('refused');
    expect(row.refusedReason).toBe('JazzCash: Insufficient balance in the mobile account.');
    expect(unfunded.status).toBe('unfunded');
    expect(await postingsOf(t, payIn.id)).toHaveLength(0);
    const next = await openedCheckout(t, sim(), company, milestoneId);
    expect(next.id).not.toBe(payIn.id);
    expect(next.checkout.fields.pp_TxnRefNo).not.toBe(payIn.checkout.fields.pp_TxnRefNo);
  });

  it('finds a payment no notice told of by the status inquiry, after some minutes', async () => {
    const payIn = await openedCheckout(t, sim(), company, await milestone());
    const payment = sim().pay(payIn.checkout.fields.pp_TxnRefNo!, mobiles.timeout);
    expect(payment.returned).toBeNull();
    // Other tests' checkouts wait in this database too: this pay-in's own rows tell.
    await sweep(minutesAfter(payIn, 1));
    expect((await stateOf(t, payIn.id)).notices).toEqual([]);
    expect((await sweep(minutesAfter(payIn, 6))).settled).toBeGreaterThanOrEqual(1);
    const { payIn: row, milestone: funded, notices } = await stateOf(t, payIn.id);
    expect([row.status, funded.status]).toEqual(['confirmed', 'funded']);
    expect(notices.map((n) => [n.source, n.outcome])).toEqual([['inquiry', 'funded']]);
    await sweep(minutesAfter(payIn, 7));
    expect((await stateOf(t, payIn.id)).notices).toHaveLength(1);
  });

  it('credits a notice that comes after the contract ended to the company’s balance', async () => {
    const { contractId, milestoneIds } = await activeContract(
      t,
      { companyId: company.id, freelancerId: freelancer.id },
      [3_000_000],
    );
    const payIn = await openedCheckout(t, sim(), company, milestoneIds[0]!);
    const before = await balanceOf(t.db, companyBalanceAccount(company.id));
    const payment = sim().pay(payIn.checkout.fields.pp_TxnRefNo!, mobiles.late);
    expect(payment.returned).toBeNull();
    await endContractRow(t.db, contractId);
    await payment.notified;
    const { payIn: row, milestone: unfunded, notices } = await stateOf(t, payIn.id);
    expect(row.status).toBe('credited');
    expect(unfunded.status).toBe('unfunded');
    expect(await balanceOf(t.db, companyBalanceAccount(company.id))).toBe(before + 3_000_000);
    expect(await postingsOf(t, payIn.id)).toHaveLength(1);
    expect(notices.map((n) => [n.source, n.outcome])).toEqual([['ipn', 'credited']]);
  });

  it('posts a duplicated notification once', async () => {
    const payIn = await openedCheckout(t, sim(), company, await milestone());
    const payment = sim().pay(payIn.checkout.fields.pp_TxnRefNo!, mobiles.duplicate);
    await browserReturn(t, payment.returned!);
    await payment.notified;
    const { notices } = await stateOf(t, payIn.id);
    expect(notices.map((n) => n.outcome).sort()).toEqual([
      'alreadySettled',
      'alreadySettled',
      'funded',
    ]);
    expect(await postingsOf(t, payIn.id)).toHaveLength(1);
  });

  it('waits on a voucher paid over the counter, then funds on its notification', async () => {
    const payIn = await openedCheckout(t, sim(), company, await milestone());
    const txnRefNo = payIn.checkout.fields.pp_TxnRefNo!;
    const back = await browserReturn(t, sim().issueVoucher(txnRefNo));
    expect(back.headers.location).toContain('?payment=pending');
    await sweep(minutesAfter(payIn, 6));
    expect((await stateOf(t, payIn.id)).payIn.status).toBe('awaitingPayment');
    await sim().payVoucher(txnRefNo);
    const { payIn: row, milestone: funded, notices } = await stateOf(t, payIn.id);
    expect([row.status, funded.status]).toEqual(['confirmed', 'funded']);
    expect(notices.map((n) => [n.source, n.outcome])).toEqual([
      ['return', 'pending'],
      ['inquiry', 'pending'],
      ['ipn', 'funded'],
    ]);
  });

  it('closes a checkout past its expiry that was never paid, so another can start', async () => {
    const milestoneId = await milestone();
    const opened = await openedCheckout(t, sim(), company, milestoneId);
    // Still open before its expiry: the inquiry says it waits.
    await sweep(minutesAfter(opened, 10));
    expect((await stateOf(t, opened.id)).payIn.status).toBe('awaitingPayment');
    await sweep(minutesAfter(opened, 31));
    const { payIn: row, notices } = await stateOf(t, opened.id);
    expect([row.status, row.refusedReason]).toEqual(['refused', CHECKOUT_EXPIRED]);
    expect(notices.map((n) => n.outcome)).toEqual(['pending', 'pending']);
    const next = await startJazzCash(t, company, milestoneId);
    expect(next.json().data.payIn.id).not.toBe(opened.id);
  });
});
