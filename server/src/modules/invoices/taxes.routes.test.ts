import fc from 'fast-check';
import { feeOf, type InvoiceDto } from '@kaamyaab/shared-api/contract';
import { taxRules } from '../../db/schema';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { dealCalls, type DealCalls } from '../contracts/contracts.test-helpers';
import { releaseLines } from '../contracts/work.service';
import {
  balanceOf,
  earningsAccount,
  FEES_ACCOUNT,
  ledgerTotal,
  TAX_WITHHELD_ACCOUNT,
} from '../ledger';
import { karachiDateTime } from '../money/karachi-time';
import { submitted } from './invoices.test-helpers';
import { releaseTaxes } from './taxes';

jest.setTimeout(120_000);

const DAY_MS = 24 * 3_600_000;
const karachiDay = (at: Date) => karachiDateTime(at).slice(0, 10);

describe('tax rules as dated data', () => {
  const t = testAppForBlock();
  const [company, freelancer] = membersForBlock(t, ['company', 'freelancer']);
  let deal: DealCalls;
  beforeAll(() => {
    deal = dealCalls(t);
  });

  const invoicesOf = async (contractId: string): Promise<InvoiceDto[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/contracts/${contractId}/invoices`,
        headers: company.headers,
      })
    ).json().data.invoices;

  it('withholds nothing by default: the seeded income tax rule applies to nobody', async () => {
    const { contract, milestoneId } = await submitted(t, deal, company, freelancer, 1_000_000);
    await deal.approve(company, milestoneId);
    const [work] = await invoicesOf(contract.id);
    expect(work).toMatchObject({ withheldPaisa: 0, withheldRateBps: null });
    expect(await balanceOf(t.db, earningsAccount(freelancer.id))).toBe(
      1_000_000 - feeOf(1_000_000, 500),
    );
  });

  it('applies a rule starting today and not one that ended yesterday, and the ledger withholds it', async () => {
    const now = Date.now();
    await t.db.insert(taxRules).values([
      {
        kind: 'incomeTaxWithheld',
        rateBps: 2500,
        appliesTo: 'always',
        validFrom: '2025-01-01',
        validTo: karachiDay(new Date(now - DAY_MS)),
        label: 'ended yesterday',
      },
      {
        kind: 'incomeTaxWithheld',
        rateBps: 1000,
        appliesTo: 'freelancerWithoutNtn',
        validFrom: karachiDay(new Date(now)),
        label: 'starts today',
      },
      {
        kind: 'incomeTaxWithheld',
        rateBps: 4000,
        appliesTo: 'always',
        validFrom: karachiDay(new Date(now + DAY_MS)),
        label: 'starts tomorrow',
      },
    ]);
    const earningsBefore = await balanceOf(t.db, earningsAccount(freelancer.id));
    const feesBefore = await balanceOf(t.db, FEES_ACCOUNT);
    const { contract, milestoneId } = await submitted(t, deal, company, freelancer, 2_000_070);
    expect((await deal.approve(company, milestoneId)).statusCode).toBe(200);
    const withheld = Math.floor((2_000_070 * 1000) / 10_000);
    const fee = feeOf(2_000_070, 500);
    const [work, feeInvoice] = await invoicesOf(contract.id);
    expect(work).toMatchObject({ withheldPaisa: withheld, withheldRateBps: 1000 });
    expect(feeInvoice).toMatchObject({ amountAfterTaxPaisa: fee, withheldPaisa: 0 });
    expect(await balanceOf(t.db, TAX_WITHHELD_ACCOUNT)).toBe(withheld);
    expect(await balanceOf(t.db, FEES_ACCOUNT)).toBe(feesBefore + fee);
    expect(await balanceOf(t.db, earningsAccount(freelancer.id))).toBe(
      earningsBefore + 2_000_070 - fee - withheld,
    );
    expect(await ledgerTotal(t.db)).toBe(0);
    // The contract's ledger names the withheld line.
    const ledger = await t.app.inject({
      method: 'GET',
      url: `/api/v1/contracts/${contract.id}/ledger`,
      headers: freelancer.headers,
    });
    expect(ledger.json().data.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ account: 'tax', amountPaisa: withheld })]),
    );
  });

  it('never withholds more than the share left after the fee, and keeps the fee as feeOf says', () => {
    const rules = {
      feeSalesTax: { kind: 'feeSalesTax' as const, rateBps: 1600, appliesTo: 'always' as const },
      incomeTaxWithheld: {
        kind: 'incomeTaxWithheld' as const,
        rateBps: 5000,
        appliesTo: 'always' as const,
      },
    };
    for (const [amount, feeBps] of [
      [1, 500],
      [99, 5000],
      [1_000_001, 5000],
      [50_000, 0],
    ] as const) {
      const taxes = releaseTaxes(amount, feeBps, rules, { freelancerHasVerifiedNtn: false });
      expect(taxes.fee).toBe(feeOf(amount, feeBps));
      expect(taxes.withheld).toBeLessThanOrEqual(amount - taxes.fee);
      expect(taxes.feeTax).toBeLessThanOrEqual(taxes.fee);
      expect(taxes.feeTax).toBeGreaterThanOrEqual(0);
    }
    const verified = releaseTaxes(
      10_000,
      500,
      { incomeTaxWithheld: { ...rules.incomeTaxWithheld, appliesTo: 'freelancerWithoutNtn' } },
      { freelancerHasVerifiedNtn: true },
    );
    expect(verified.withheld).toBe(0);
  });

  it('balances every release posting whatever the rates, with the fee exactly as feeOf says', () => {
    const contract = {
      id: '00000000-0000-4000-8000-000000000001',
      companyId: '00000000-0000-4000-8000-000000000002',
      freelancerId: '00000000-0000-4000-8000-000000000003',
    };
    const rate = fc.integer({ min: 0, max: 5000 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        rate,
        rate,
        rate,
        fc.constantFrom('always', 'freelancerWithoutNtn', 'nobody') as fc.Arbitrary<
          'always' | 'freelancerWithoutNtn' | 'nobody'
        >,
        (amount, feeBps, salesBps, incomeBps, appliesTo) => {
          const taxes = releaseTaxes(
            amount,
            feeBps,
            {
              feeSalesTax: { kind: 'feeSalesTax', rateBps: salesBps, appliesTo: 'always' },
              incomeTaxWithheld: { kind: 'incomeTaxWithheld', rateBps: incomeBps, appliesTo },
            },
            { freelancerHasVerifiedNtn: false },
          );
          const lines = releaseLines(
            { ...contract, feeBps } as Parameters<typeof releaseLines>[0],
            '00000000-0000-4000-8000-000000000004',
            amount,
            taxes.withheld,
          );
          expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
          for (const line of lines)
            expect(Number.isSafeInteger(line.amount) && line.amount !== 0).toBe(true);
          const fees = lines.find((line) => line.account === FEES_ACCOUNT)?.amount ?? 0;
          expect(fees).toBe(feeOf(amount, feeBps));
          const withheldLine = lines.find((line) => line.account === TAX_WITHHELD_ACCOUNT);
          expect(withheldLine?.amount ?? 0).toBe(taxes.withheld);
          expect(taxes.withheld).toBe(
            appliesTo === 'nobody'
              ? 0
              : Math.min(Math.floor((amount * incomeBps) / 10_000), amount - taxes.fee),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
