import {
  companyBalanceAccount,
  earningsAccount,
  escrowAccount,
  FEES_ACCOUNT,
  postTransaction,
  type Posting,
} from '../ledger';
import { activeContract } from '../../../test/active-contract';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { fundedMilestone } from '../pay-ins/pay-ins.test-helpers';
import type { Member } from '../jobs/jobs.test-helpers';
import { moneySummary } from './money.service';

jest.setTimeout(60_000);

const TITLE = '=HYPERLINK("http://evil.example")';

/**
 * Each party's money from the ledger: a contract of two milestones, both paid in; the first
 * released (as the contracts module's approval posts it), the second refunded.
 */
describe("each party's money", () => {
  const t = testAppForBlock();
  const [company, freelancer, admin, otherCompany] = membersForBlock(t, [
    'company',
    'freelancer',
    'admin',
    'company',
  ] as const);
  let contractId: string;
  let milestoneIds: string[];

  const get = (who: Member, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
  const summaryOf = async (who: Member) => (await get(who, '/money/summary')).json().data.summary;
  const post = (posting: Omit<Posting, 'actorType' | 'contractId'>) =>
    t.db.transaction((tx) =>
      postTransaction(tx, { ...posting, actorType: 'company', actorId: company.id, contractId }),
    );

  beforeAll(async () => {
    ({ contractId, milestoneIds } = await activeContract(
      t,
      { companyId: company.id, freelancerId: freelancer.id },
      [1_000_000, 2_000_050],
      TITLE,
    ));
  });

  it('sums what was paid in', async () => {
    for (const milestoneId of milestoneIds) await fundedMilestone(t, company, admin, milestoneId);
    expect(await summaryOf(company)).toEqual({
      role: 'company',
      availablePaisa: 0,
      inEscrowPaisa: 3_000_050,
      releasedPaisa: 0,
      fundedPaisa: 3_000_050,
      refundedPaisa: 0,
      feeBps: 500,
    });
    expect(await summaryOf(freelancer)).toMatchObject({
      role: 'freelancer',
      availablePaisa: 0,
      inEscrowPaisa: 3_000_050,
      releasedPaisa: 0,
    });
    const refused = await get(admin, '/money/summary');
    expect(refused.statusCode).toBe(403);
  });

  it('sums a release and a refund as each party sees them', async () => {
    const [first, second] = milestoneIds as [string, string];
    await post({
      idempotencyKey: `release:${first}`,
      kind: 'release',
      milestoneId: first,
      lines: [
        { account: escrowAccount(contractId, first), amount: -1_000_000, partyId: company.id },
        { account: earningsAccount(freelancer.id), amount: 950_000, partyId: freelancer.id },
        { account: FEES_ACCOUNT, amount: 50_000, partyId: null },
      ],
    });
    await post({
      idempotencyKey: `refund:${second}`,
      kind: 'refund',
      milestoneId: second,
      lines: [
        { account: escrowAccount(contractId, second), amount: -2_000_050, partyId: company.id },
        { account: companyBalanceAccount(company.id), amount: 2_000_050, partyId: company.id },
      ],
    });
    expect(await summaryOf(company)).toMatchObject({
      availablePaisa: 2_000_050,
      inEscrowPaisa: 0,
      releasedPaisa: 1_000_000,
      fundedPaisa: 3_000_050,
      refundedPaisa: 2_000_050,
    });
    expect(await summaryOf(freelancer)).toMatchObject({
      availablePaisa: 950_000,
      inEscrowPaisa: 0,
      releasedPaisa: 950_000,
    });
    // Next month in Pakistan, this month's money is no longer "received this month".
    const nextMonth = new Date(Date.now() + 32 * 24 * 60 * 60 * 1000);
    const actor = { type: 'freelancer' as const, id: freelancer.id, isActive: true };
    expect((await moneySummary({ db: t.db, log: t.app.log }, actor, nextMonth)).releasedPaisa).toBe(
      0,
    );
    expect(await summaryOf(otherCompany)).toMatchObject({ availablePaisa: 0, inEscrowPaisa: 0 });
  });

  it("pages a party's own lines, newest first, signed as the party sees them", async () => {
    const seen: { account: string; amountPaisa: number; kind: string }[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const response = await get(
        company,
        `/money/statement?limit=2${after ? `&after=${after}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      seen.push(...data.lines);
      after = data.nextCursor;
      if (!after) break;
    }
    expect(seen.map((line) => [line.kind, line.account, line.amountPaisa]).slice(2)).toEqual([
      ['release', 'escrow', -1_000_000],
      ['payInConfirmed', 'escrow', 2_000_050],
      ['payInConfirmed', 'escrow', 1_000_000],
    ]);
    expect(seen.slice(0, 2).map((line) => [line.kind, line.account, line.amountPaisa])).toEqual(
      expect.arrayContaining([
        ['refund', 'escrow', -2_000_050],
        ['refund', 'balance', 2_000_050],
      ]),
    );
    expect(seen[4]).toMatchObject({
      contractId,
      contractTitle: TITLE,
      milestoneTitle: 'Milestone 1',
    });
    const own = (await get(freelancer, '/money/statement')).json().data.lines;
    expect(own).toEqual([
      expect.objectContaining({ kind: 'release', account: 'earnings', amountPaisa: 950_000 }),
    ]);
    expect((await get(otherCompany, '/money/statement')).json().data.lines).toEqual([]);
  });

  it('downloads the whole statement as CSV, line by line', async () => {
    const response = await get(company, '/money/statement.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="kaamyaab-statement.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    const date = '"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}"';
    const contract = `"'=HYPERLINK\\(""http://evil.example""\\)"`;
    expect(lines[0]).toBe(
      '"Date (Pakistan time)","Description","Contract","Milestone","Account","Amount (PKR)","Balance of the account (PKR)"',
    );
    const expected = [
      `Paid into escrow",${contract},"Milestone 1","escrow","10000.00","10000.00"`,
      `Paid into escrow",${contract},"Milestone 2","escrow","20000.50","30000.50"`,
      `Released for approved work",${contract},"Milestone 1","escrow","-10000.00","20000.50"`,
    ];
    expected.forEach((rest, index) =>
      expect(lines[index + 1]).toMatch(new RegExp(`^${date},"${rest}$`)),
    );
    // The refund's two lines are one movement: their order between themselves is not fixed.
    expect(lines.slice(4).sort()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${date},"Refunded from escrow",${contract},"Milestone 2","balance","20000.50","20000.50"$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^${date},"Refunded from escrow",${contract},"Milestone 2","escrow","-20000.50","0.00"$`,
        ),
      ),
    ]);
    expect(lines).toHaveLength(6);
    const theirs = (await get(freelancer, '/money/statement.csv')).body.slice(1).split('\r\n');
    expect(theirs.slice(1)).toEqual([
      expect.stringMatching(/"Released for approved work",.*"earnings","9500.00","9500.00"$/),
      '',
    ]);
  });

  it("shows a contract's lines on every account, fee included, to its parties and admins", async () => {
    const read = (who: Member, query = '') => get(who, `/contracts/${contractId}/ledger${query}`);
    const seen: { account: string; amountPaisa: number }[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const response = await read(admin, `?limit=4${after ? `&after=${after}` : ''}`);
      expect(response.statusCode).toBe(200);
      seen.push(...response.json().data.lines);
      after = response.json().data.nextCursor;
      if (!after) break;
    }
    expect(seen).toHaveLength(9);
    expect(seen.reduce((sum, line) => sum + line.amountPaisa, 0)).toBe(0);
    expect(seen.map((line) => line.account).sort()).toEqual([
      'balance',
      'earnings',
      'escrow',
      'escrow',
      'escrow',
      'escrow',
      'fees',
      'incoming',
      'incoming',
    ]);
    expect(seen.find((line) => line.account === 'fees')).toMatchObject({ amountPaisa: 50_000 });
    for (const who of [company, freelancer]) expect((await read(who)).statusCode).toBe(200);
    const stranger = await read(otherCompany);
    expect([stranger.statusCode, stranger.json().code]).toEqual([403, 'notContractParty']);
    const missing = await get(admin, '/contracts/00000000-0000-4000-8000-000000000000/ledger');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'contractNotFound']);
  });
});
