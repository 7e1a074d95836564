import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { activeContract } from '../../../../test/active-contract';
import { membersForBlock, testAppForBlock } from '../../../../test/per-block';
import { DEV_JAZZCASH } from '../../../config/env';
import { providerNotices } from '../../../db/schema';
import { ledgerTotal } from '../../ledger';
import { hasValidHash, signed } from './jazzcash-hash';
import {
  browserReturn,
  ipn,
  minutesAfter,
  openedCheckout,
  postingsOf,
  simulatorForBlock,
  stateOf,
} from './jazzcash.test-helpers';

jest.setTimeout(60_000);

const SALT = DEV_JAZZCASH.JAZZCASH_INTEGRITY_SALT;

/** Notices nobody signed, or signed once and sent again, and notices racing one another. */
describe('JazzCash notices that must not move money twice, or at all', () => {
  const t = testAppForBlock();
  const { sim, sweep } = simulatorForBlock(t);
  const [company, freelancer] = membersForBlock(t, ['company', 'freelancer'] as const);
  const paidCheckout = async () => {
    const { milestoneIds } = await activeContract(t, {
      companyId: company.id,
      freelancerId: freelancer.id,
    });
    const payIn = await openedCheckout(t, sim(), company, milestoneIds[0]!);
    // The timeout scenario: paid at the provider, and the test alone delivers what it says.
    sim().pay(payIn.checkout.fields.pp_TxnRefNo!, '03000000002');
    const success = sim().inquire(
      signed(
        {
          pp_TxnRefNo: payIn.checkout.fields.pp_TxnRefNo!,
          pp_MerchantID: DEV_JAZZCASH.JAZZCASH_MERCHANT_ID,
          pp_Password: DEV_JAZZCASH.JAZZCASH_PASSWORD,
        },
        SALT,
      ),
    );
    // What the return and the IPN of that payment would carry, signed by the provider.
    const notice = signed(
      {
        pp_Amount: success.pp_Amount!,
        pp_MerchantID: DEV_JAZZCASH.JAZZCASH_MERCHANT_ID,
        pp_ResponseCode: '000',
        pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.',
        pp_RetreivalReferenceNo: success.pp_RetreivalReferenceNo!,
        pp_TxnRefNo: payIn.checkout.fields.pp_TxnRefNo!,
        pp_TxnCurrency: 'PKR',
      },
      SALT,
    );
    return { payIn, notice };
  };
  const forgedRows = async () =>
    t.db.select().from(providerNotices).where(eq(providerNotices.verified, false));

  it('refuses a wrong or missing hash, or a tampered amount, and keeps them for the audit', async () => {
    const { payIn, notice } = await paidCheckout();
    const forgedBefore = (await forgedRows()).length;
    const { pp_SecureHash: _hash, ...unsigned } = notice;
    const tampered = { ...notice, pp_Amount: String(Number(notice.pp_Amount) * 10) };
    const wrongSalt = signed(unsigned, 'not-the-merchants-salt');
    for (const fields of [unsigned, tampered, wrongSalt, { ...notice, pp_SecureHash: 'A1' }]) {
      const answer = await ipn(t, fields);
      expect([answer.statusCode, answer.json().code]).toEqual([400, 'providerSignatureInvalid']);
    }
    const back = await browserReturn(t, tampered);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/company-dashboard/contracts?payment=forged');
    expect((await forgedRows()).length).toBe(forgedBefore + 5);
    const { payIn: row, milestone } = await stateOf(t, payIn.id);
    expect([row.status, milestone.status]).toEqual(['awaitingPayment', 'unfunded']);
    expect(await postingsOf(t, payIn.id)).toHaveLength(0);
  });

  it('applies nothing from a signed notice whose amount is not the pay-in’s', async () => {
    const { payIn, notice } = await paidCheckout();
    const { pp_SecureHash: _hash, ...fields } = notice;
    const otherAmount = signed({ ...fields, pp_Amount: '100' }, SALT);
    const answer = await ipn(t, otherAmount);
    expect(answer.statusCode).toBe(200);
    const { payIn: row, notices } = await stateOf(t, payIn.id);
    expect(row.status).toBe('awaitingPayment');
    expect(notices.map((n) => n.outcome)).toEqual(['mismatch']);
  });

  it('answers the IPN as the protocol expects, signed, and applies a replay once', async () => {
    const { payIn, notice } = await paidCheckout();
    for (let time = 0; time < 3; time += 1) {
      const answer = await ipn(t, notice);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body).toMatchObject({ pp_ResponseCode: '000' });
      expect(hasValidHash(body, SALT)).toBe(true);
    }
    const { notices } = await stateOf(t, payIn.id);
    expect(notices.map((n) => n.outcome)).toEqual(['funded', 'alreadySettled', 'alreadySettled']);
    expect(await postingsOf(t, payIn.id)).toHaveLength(1);
  });

  it('posts once when the return, the IPN and the inquiry race', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { payIn, notice } = await paidCheckout();
      const answers = await Promise.all([
        browserReturn(t, notice),
        ipn(t, notice),
        ipn(t, notice),
        sweep(minutesAfter(payIn, 6)),
        browserReturn(t, notice),
      ]);
      expect(answers.filter((a) => 'statusCode' in a && a.statusCode >= 400)).toEqual([]);
      const { payIn: row, milestone, notices } = await stateOf(t, payIn.id);
      expect([row.status, milestone.status]).toEqual(['confirmed', 'funded']);
      expect(await postingsOf(t, payIn.id)).toHaveLength(1);
      expect(notices.filter((n) => n.outcome === 'funded')).toHaveLength(1);
    }
  });

  it('posts at most once, and only for a signed success, whatever arrives in whatever order', async () => {
    const kinds = ['paid', 'failed', 'forged', 'tampered', 'otherAmount'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...kinds), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        async (sent, atOnce) => {
          const { payIn, notice } = await paidCheckout();
          const { pp_SecureHash: _hash, ...fields } = notice;
          const made = {
            paid: notice,
            failed: signed({ ...fields, pp_ResponseCode: '210', pp_ResponseMessage: 'No' }, SALT),
            forged: signed(fields, 'a-guessed-salt'),
            tampered: { ...notice, pp_Amount: '1' },
            otherAmount: signed({ ...fields, pp_Amount: '1' }, SALT),
          };
          // Alternately as the browser's return and as the IPN.
          const send = (kind: (typeof kinds)[number], index: number) =>
            index % 2 ? browserReturn(t, made[kind]) : ipn(t, made[kind]);
          if (atOnce) await Promise.all(sent.map(send));
          else for (const [index, kind] of sent.entries()) await send(kind, index);
          const { payIn: row } = await stateOf(t, payIn.id);
          const paid = sent.includes('paid');
          expect(await postingsOf(t, payIn.id)).toHaveLength(paid ? 1 : 0);
          if (paid) expect(['confirmed', 'credited']).toContain(row.status);
          else expect(row.status).toBe(sent.includes('failed') ? 'refused' : 'awaitingPayment');
        },
      ),
      { numRuns: 12 },
    );
    expect(await ledgerTotal(t.db)).toBe(0);
  });
});
