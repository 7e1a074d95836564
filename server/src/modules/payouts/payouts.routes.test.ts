import { eq, sql } from 'drizzle-orm';
import { payoutMethods } from '../../db/schema';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { balanceOf, earningsAccount, ledgerTotal, payoutAccount } from '../ledger';
import {
  addMethodAs,
  freshKey,
  giveEarnings,
  GOOD_IBAN,
  requestAs,
  requestedPayout,
  savedMethod,
  approveAs,
} from './payouts.test-helpers';

jest.setTimeout(60_000);

const rows = (result: unknown) =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Record<
    string,
    unknown
  >[];

/** The freelancer's side: where to be paid, asking for a payout, cancelling it. */
describe('a freelancer paid out', () => {
  const t = testAppForBlock();
  const [freelancer, other, admin] = membersForBlock(t, [
    'freelancer',
    'freelancer',
    'admin',
  ] as const);
  const earnings = () => balanceOf(t.db, earningsAccount(freelancer.id));
  const overview = async (who = freelancer) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/payouts', headers: who.headers })).json()
      .data.overview;

  it.each([
    ['a wrong check digit', 'PK37SCBL0000001123456702', 'ibanCheckDigits'],
    ["another country's IBAN", 'DE89370400440532013000', 'ibanNotPakistani'],
    ['one character short', 'PK36SCBL000000112345670', 'ibanWrongLength'],
    ['letters where digits go', 'PK36SCBL00000011234567AB', 'ibanWrongFormat'],
    ['no IBAN at all', '1234567890', 'ibanNotPakistani'],
  ])('refuses an IBAN with %s, in words of its own', async (_case, accountNumber, code) => {
    const response = await addMethodAs(t, freelancer, { accountNumber });
    expect([response.statusCode, response.json().code]).toEqual([400, code]);
    const urdu = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payouts/methods',
      headers: { ...freelancer.headers, 'accept-language': 'ur' },
      payload: { kind: 'iban', accountNumber, accountTitle: 'Ayesha Khan' },
    });
    expect(urdu.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it.each([['0300123456'], ['04212345678'], ['+44 7700 900123'], ['abc']])(
    'refuses the wallet number %s',
    async (accountNumber) => {
      const response = await addMethodAs(t, freelancer, { kind: 'jazzcash', accountNumber });
      expect([response.statusCode, response.json().code]).toEqual([400, 'walletNumberInvalid']);
    },
  );

  it('saves methods sealed, shows them masked, keeps one default', async () => {
    const ibanId = await savedMethod(t, freelancer, {
      accountNumber: 'pk36 scbl 0000 0011 2345 6702',
    });
    const walletId = await savedMethod(t, freelancer, {
      kind: 'easypaisa',
      accountNumber: '+92 345 1234567',
      accountTitle: 'Ayesha K',
    });
    let { methods } = await overview();
    expect(methods).toEqual([
      expect.objectContaining({
        id: ibanId,
        maskedNumber: 'PK36****************6702',
        isDefault: true,
      }),
      expect.objectContaining({ id: walletId, maskedNumber: '034******67', isDefault: false }),
    ]);
    // Sealed at rest: the column never holds the number.
    const raw = rows(
      await t.db.execute(sql`select account_number from payout_methods where id = ${ibanId}`),
    );
    expect(String(raw[0]!.account_number)).not.toContain('1123456702');
    const [opened] = await t.db.select().from(payoutMethods).where(eq(payoutMethods.id, ibanId));
    expect(opened!.accountNumber).toBe(GOOD_IBAN);

    const chosen = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payouts/methods/${walletId}/default`,
      headers: freelancer.headers,
    });
    expect(chosen.json().data.methods[0]).toMatchObject({ id: walletId, isDefault: true });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/payouts/methods/${walletId}`,
      headers: freelancer.headers,
    });
    expect(removed.json().data.methods).toEqual([
      expect.objectContaining({ id: ibanId, isDefault: true }),
    ]);
    ({ methods } = await overview(other));
    expect(methods).toEqual([]);
    // Another freelancer's method is not theirs to choose or remove.
    const stolen = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/payouts/methods/${ibanId}`,
      headers: other.headers,
    });
    expect([stolen.statusCode, stolen.json().code]).toEqual([404, 'payoutMethodNotFound']);
  });

  it('shows the minimum and fees first, refuses below the minimum and above the balance', async () => {
    await giveEarnings(t.db, freelancer.id, 500_000);
    const shown = await overview();
    expect(shown).toMatchObject({
      availablePaisa: 500_000,
      terms: { minimumPaisa: 100_000, feePaisa: { bank: 5_000, wallet: 2_000 } },
    });
    const small = await requestAs(t, freelancer, 99_999);
    expect([small.statusCode, small.json().code]).toEqual([400, 'payoutBelowMinimum']);
    expect(small.json().message).toMatch(/^The smallest payout is Rs.1,000\.$/);
    const large = await requestAs(t, freelancer, 500_001);
    expect([large.statusCode, large.json().code]).toEqual([409, 'payoutAboveBalance']);
    const none = await requestAs(t, other, 100_000);
    expect([none.statusCode, none.json().code]).toEqual([404, 'payoutMethodNotFound']);
    expect(await earnings()).toBe(500_000);
  });

  it('answers a retried request as the first, moving the money once', async () => {
    const before = await earnings();
    const key = freshKey();
    const first = await requestAs(t, freelancer, 200_000, key);
    const again = await requestAs(t, freelancer, 200_000, key);
    expect(first.statusCode).toBe(201);
    expect(again.json().data.payout).toEqual(first.json().data.payout);
    const payout = first.json().data.payout;
    expect(payout).toMatchObject({
      amountPaisa: 200_000,
      feePaisa: 5_000,
      netPaisa: 195_000,
      status: 'requested',
    });
    expect(await earnings()).toBe(before - 200_000);
    expect(await balanceOf(t.db, payoutAccount(payout.id))).toBe(200_000);
  });

  it('cancels before approval only, returning the money', async () => {
    const before = await earnings();
    const payout = await requestedPayout(t, freelancer, 100_000);
    const cancelAs = (who: typeof freelancer, id: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/payouts/${id}/cancel`, headers: who.headers });
    const notYours = await cancelAs(other, payout.id);
    expect([notYours.statusCode, notYours.json().code]).toEqual([404, 'payoutNotFound']);
    const cancelled = await cancelAs(freelancer, payout.id);
    expect(cancelled.json().data.payout.status).toBe('cancelled');
    expect(await earnings()).toBe(before);
    expect(await balanceOf(t.db, payoutAccount(payout.id))).toBe(0);
    const twice = await cancelAs(freelancer, payout.id);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'payoutIllegalMove']);

    const approved = await requestedPayout(t, freelancer, 100_000);
    expect((await approveAs(t, admin, approved.id)).statusCode).toBe(200);
    const late = await cancelAs(freelancer, approved.id);
    expect([late.statusCode, late.json().code]).toEqual([409, 'payoutIllegalMove']);
    // Each freelancer sees only their own payouts.
    expect((await overview(other)).payouts).toEqual([]);
  });

  it("shows a payout's lines on the freelancer's statement and its CSV", async () => {
    const payout = await requestedPayout(t, freelancer, 100_000);
    const read = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: freelancer.headers });
    const statement = await read('/money/statement?limit=50');
    expect(statement.statusCode).toBe(200);
    const lines = statement.json().data.lines as { account: string; amountPaisa: number }[];
    expect(lines).toContainEqual(
      expect.objectContaining({ account: 'payout', amountPaisa: 100_000 }),
    );
    expect((await read('/money/statement.csv')).statusCode).toBe(200);
    expect(await balanceOf(t.db, payoutAccount(payout.id))).toBe(100_000);
  });

  it('never overdraws under 20 racing requests', async () => {
    await savedMethod(t, other, { kind: 'jazzcash', accountNumber: '03001234567' });
    await giveEarnings(t.db, other.id, 1_000_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => requestAs(t, other, 100_000)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 409).map((a) => a.json().code)).toEqual(
      Array(10).fill('payoutAboveBalance'),
    );
    expect(await balanceOf(t.db, earningsAccount(other.id))).toBe(0);
    expect(await ledgerTotal(t.db)).toBe(0);
    // The wallet's fee, fixed on each payout.
    expect(answers.find((a) => a.statusCode === 201)!.json().data.payout.feePaisa).toBe(2_000);
  });
});
