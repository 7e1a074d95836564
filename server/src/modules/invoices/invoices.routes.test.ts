import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { feeOf, type InvoiceDto } from '@kaamyaab/shared-api/contract';
import { invoices } from '../../db/schema';
import { fundMilestone } from '../../../test/funding';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { dealCalls, key as freshKey, type DealCalls } from '../contracts/contracts.test-helpers';
import { sweepDueMilestones } from '../contracts/release-sweep';
import { member, type Member } from '../jobs/jobs.test-helpers';
import { karachiDateTime } from '../money/karachi-time';
import { takeNumber } from './invoices.repository';
import { submitted } from './invoices.test-helpers';

jest.setTimeout(120_000);

const DAY_MS = 24 * 3_600_000;
const year = () => Number(karachiDateTime(new Date()).slice(0, 4));

/** The text of a PDF as a reader extracts it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('the invoices of each release', () => {
  const t = testAppForBlock();
  const [company, freelancer, otherCompany, admin] = membersForBlock(t, [
    'company',
    'freelancer',
    'company',
    'admin',
  ]);
  let deal: DealCalls;
  beforeAll(() => {
    deal = dealCalls(t);
  });

  const get = (who: Member, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
  const invoicesOf = async (contractId: string, who: Member = company): Promise<InvoiceDto[]> =>
    (await get(who, `/contracts/${contractId}/invoices`)).json().data.invoices;

  it('issues the freelancer’s invoice and the platform’s fee invoice at an approval, once', async () => {
    const { contract, milestoneId } = await submitted(t, deal, company, freelancer, 4_000_050);
    const key = freshKey();
    expect((await deal.approve(company, milestoneId, key)).statusCode).toBe(200);
    expect((await deal.approve(company, milestoneId, key)).statusCode).toBe(200);
    const list = await invoicesOf(contract.id);
    expect(list.map((invoice) => invoice.kind)).toEqual(['work', 'fee']);
    const [work, fee] = list as [InvoiceDto, InvoiceDto];
    const feeTaken = feeOf(4_000_050, 500);
    expect(work).toMatchObject({
      number: `KY-INV-${year()}-000001`,
      releaseKind: 'release',
      amountBeforeTaxPaisa: 4_000_050,
      taxPaisa: 0,
      amountAfterTaxPaisa: 4_000_050,
      withheldPaisa: 0,
      milestoneTitle: 'Part 1',
      issueDate: karachiDateTime(new Date()).slice(0, 10),
    });
    expect(work.jobTitle).toEqual(expect.any(String));
    // Sales tax is inside the fee: the fee invoice's total is exactly what feeOf took.
    expect(fee).toMatchObject({
      number: `KY-FEE-${year()}-000001`,
      amountAfterTaxPaisa: feeTaken,
      taxRateBps: 1600,
      issuer: { name: expect.stringContaining('Kaamyaab'), taxIdLabel: 'NTN' },
    });
    expect(fee.amountBeforeTaxPaisa + fee.taxPaisa).toBe(feeTaken);
    expect(fee.taxPaisa).toBe(feeTaken - Math.round((feeTaken * 10_000) / 11_600));
  });

  it('masks the parties’ CNIC and NTN as the product does', async () => {
    const { contract, milestoneId } = await submitted(t, deal, company, freelancer);
    await deal.approve(company, milestoneId);
    const [work] = await invoicesOf(contract.id);
    expect(work!.issuer).toMatchObject({
      name: expect.any(String),
      taxIdLabel: 'CNIC',
      taxId: expect.stringMatching(/^\d{5}-\*{7}-\d$/),
    });
    expect(work!.recipient).toMatchObject({
      taxIdLabel: 'NTN',
      taxId: expect.stringMatching(/^\d{2}\*{5}-\d$/),
    });
  });

  it('issues invoices at a partial release, an automatic release and a bonus', async () => {
    const part = await submitted(t, deal, company, freelancer, 3_000_000);
    expect((await deal.releasePart(company, part.milestoneId, 1_000_000)).statusCode).toBe(200);
    expect(
      (await invoicesOf(part.contract.id)).map((i) => [i.releaseKind, i.amountAfterTaxPaisa]),
    ).toEqual([
      ['partRelease', 1_000_000],
      ['partRelease', feeOf(1_000_000, 500)],
    ]);

    const auto = await submitted(t, deal, company, freelancer, 2_000_000);
    const bonus = await deal.addBonus(company, auto.contract.id, 600_000);
    const bonusId = bonus.json().data.contract.milestones.at(-1)!.id;
    await fundMilestone(t.db, bonusId);
    await sweepDueMilestones({ db: t.db, log: t.app.log }, new Date(Date.now() + 8 * DAY_MS));
    const kinds = (await invoicesOf(auto.contract.id)).map((i) => [i.kind, i.releaseKind]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['work', 'autoRelease'],
        ['fee', 'autoRelease'],
        ['work', 'releaseBonus'],
        ['fee', 'releaseBonus'],
      ]),
    );
    expect(kinds).toHaveLength(4);
  });

  it('numbers twenty racing releases without a gap or a repeat, and a rollback leaves none', async () => {
    const before = await t.db.select().from(invoices).where(eq(invoices.kind, 'work'));
    const last = Math.max(...before.map((row) => row.sequence));
    // A release that rolls back after taking its number gives it back.
    await expect(
      t.db.transaction(async (tx) => {
        await takeNumber(tx, 'work', year());
        throw new Error('the release failed after numbering');
      }),
    ).rejects.toThrow('failed after numbering');
    const ready = await Promise.all(
      Array.from({ length: 20 }, () => submitted(t, deal, company, freelancer, 100_000)),
    );
    const answers = await Promise.all(
      ready.map(({ milestoneId }) => deal.approve(company, milestoneId)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const after = await t.db.select().from(invoices).where(eq(invoices.kind, 'work'));
    const sequences = after.map((row) => row.sequence).sort((a, b) => a - b);
    expect(sequences.slice(-20)).toEqual(Array.from({ length: 20 }, (_, i) => last + 1 + i));
    expect(new Set(sequences).size).toBe(sequences.length);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
  });

  it('lets the parties and admins download the PDF in both languages, and no one else', async () => {
    const { contract, milestoneId } = await submitted(t, deal, company, freelancer, 4_750_050);
    await deal.approve(company, milestoneId);
    const [work] = await invoicesOf(contract.id, freelancer);
    for (const who of [company, freelancer, admin])
      for (const lang of ['en', 'ur']) {
        const answer = await get(who, `/invoices/${work!.id}/pdf?lang=${lang}`);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('application/pdf');
        expect(answer.headers['content-disposition']).toBe(
          `attachment; filename="${work!.number}-${lang}.pdf"`,
        );
        expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const text = await pdfText(answer.rawPayload);
        expect(text).toContain(work!.number);
        expect(text).toContain('Rs 47,500.50');
        if (lang === 'ur') expect(text).toMatch(/انوائس/);
      }
    const stranger = await get(otherCompany, `/invoices/${work!.id}/pdf?lang=ur`);
    expect([stranger.statusCode, stranger.json().code]).toEqual([403, 'notContractParty']);
    const list = await get(otherCompany, `/contracts/${contract.id}/invoices`);
    expect([list.statusCode, list.json().code]).toEqual([403, 'notContractParty']);
    const missing = await get(admin, '/invoices/00000000-0000-4000-8000-000000000000/pdf');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'invoiceNotFound']);
    expect((await get(company, `/invoices/${work!.id}/pdf?lang=fr`)).statusCode).toBe(400);
  });

  it("lists a party's own invoices and gives a freelancer the year's earnings statement", async () => {
    const mine = (await get(freelancer, `/money/invoices?year=${year()}`)).json().data.invoices;
    expect(mine.length).toBeGreaterThan(20);
    expect((await get(otherCompany, '/money/invoices')).json().data.invoices).toEqual([]);
    const theirs = (await get(company, '/money/invoices')).json().data.invoices as InvoiceDto[];
    expect(theirs.length).toBeGreaterThan(20);
    expect(new Set(theirs.map((invoice) => invoice.kind))).toEqual(new Set(['work']));
    const statement = await get(freelancer, `/money/earnings-statement/${year()}/pdf?lang=ur`);
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(statement.rawPayload);
    expect(text).toContain(`KY-INV-${year()}-000001`);
    expect(text).toContain(`KY-FEE-${year()}-000001`);
    const other = await member(t, 'freelancer');
    const empty = await get(other, `/money/earnings-statement/${year()}/pdf`);
    expect(await pdfText(empty.rawPayload)).toContain('None in this year.');
    expect((await get(company, `/money/earnings-statement/${year()}/pdf`)).statusCode).toBe(403);
  });
});
