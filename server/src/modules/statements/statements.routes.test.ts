import { eq, sql } from 'drizzle-orm';
import {
  adminActions,
  bankStatementLines,
  ledgerEntries,
  milestones,
  payIns,
} from '../../db/schema';
import { activeContract } from '../../../test/active-contract';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import {
  balanceOf,
  ledgerTotal,
  companyBalanceAccount,
  incomingAccount,
  outgoingAccount,
  unmatchedAccount,
} from '../ledger';
import { confirmAs, freshKey, startedPayIn } from '../pay-ins/pay-ins.test-helpers';
import { bankExport, importAs, printed, resolveAs } from './statements.test-helpers';

jest.setTimeout(90_000);

/** Importing the partner bank's statement: matching, holding, and the same money once. */
describe('importing a bank statement', () => {
  const t = testAppForBlock();
  const [company, freelancer, admin] = membersForBlock(t, [
    'company',
    'freelancer',
    'admin',
  ] as const);
  const incoming = () => balanceOf(t.db, incomingAccount('bankTransfer'));
  const entryCount = async () =>
    Number((await t.db.select({ n: sql<string>`count(*)` }).from(ledgerEntries))[0]!.n);
  const milestoneStatus = async (id: string) =>
    (await t.db.select().from(milestones).where(eq(milestones.id, id)))[0]!.status;
  const newPayIn = async (amounts = [4_000_000]) => {
    const { milestoneIds } = await activeContract(
      t,
      { companyId: company.id, freelancerId: freelancer.id },
      amounts,
    );
    const payIn = await startedPayIn(t, company, milestoneIds[0]!);
    return { ...payIn, milestoneId: milestoneIds[0]! };
  };

  it('matches, holds each kind of unmatched credit, skips debits, and reports it', async () => {
    const waiting = await newPayIn([4_000_000]);
    const twice = await newPayIn([2_500_000]);
    const confirmedByEye = await newPayIn([1_000_000]);
    const wrong = await newPayIn([3_000_000]);
    const byEye = await confirmAs(t, admin, confirmedByEye.id, {
      amountPaisa: 1_000_000,
      reference: confirmedByEye.reference,
    });
    expect(byEye.statusCode).toBe(200);
    const before = await incoming();
    const file = bankExport([
      // Spaced and lower case, as a Raast app writes it.
      {
        description: `IBFT INDUS LABS ${waiting.reference.toLowerCase().replace(/-/g, ' ')}`,
        credit: printed(4_000_000),
      },
      { description: `RAAST ${twice.reference}`, credit: printed(2_500_000) },
      { description: `RAAST AGAIN ${twice.reference}`, credit: printed(2_500_000) },
      { description: `IBFT ${confirmedByEye.reference}`, credit: printed(1_000_000) },
      { description: `IBFT ${wrong.reference}`, credit: printed(2_999_000) },
      { description: 'IBFT FROM KY-2222-3333', credit: printed(700_000) },
      { description: 'CASH DEPOSIT LAHORE BRANCH', credit: printed(50_000) },
      { description: 'SERVICE CHARGES', debit: '150.00' },
    ]);
    const response = await importAs(t, admin, file);
    expect(response.statusCode).toBe(201);
    const { statement, repeated, lines } = response.json().data;
    expect(repeated).toBe(false);
    expect(statement.report).toEqual({
      lines: 8,
      matched: 3,
      matchedPaisa: 7_500_000,
      unmatched: {
        unknownReference: 1,
        noReference: 1,
        wrongAmount: 1,
        paidTwice: 1,
        notSettled: 0,
      },
      unmatchedPaisa: 2_500_000 + 2_999_000 + 700_000 + 50_000,
      skippedDebits: 1,
      duplicates: 0,
    });
    expect(
      lines.map((line: { status: string; reason: string | null }) => [line.status, line.reason]),
    ).toEqual([
      ['matched', null],
      ['matched', null],
      ['unmatched', 'paidTwice'],
      ['matched', null],
      ['unmatched', 'wrongAmount'],
      ['unmatched', 'unknownReference'],
      ['unmatched', 'noReference'],
      ['skipped', null],
    ]);
    expect(lines[4].payIn).toMatchObject({ id: wrong.id, amountPaisa: 3_000_000 });
    expect(await milestoneStatus(waiting.milestoneId)).toBe('funded');
    expect(await milestoneStatus(twice.milestoneId)).toBe('funded');
    expect(await milestoneStatus(wrong.milestoneId)).toBe('unfunded');
    // Every credit arrived: the two settled and the four held; the one confirmed by eye was
    // posted by the admin already, and the debit is not the platform's money.
    const held = 2_500_000 + 2_999_000 + 700_000 + 50_000;
    expect(await incoming()).toBe(before - 4_000_000 - 2_500_000 - held);
    expect(await balanceOf(t.db, unmatchedAccount(lines[2].id))).toBe(2_500_000);
    const [settled] = await t.db.select().from(payIns).where(eq(payIns.id, waiting.id));
    expect(settled!.status).toBe('confirmed');

    // The same file again changes nothing and answers the first import.
    const [entries, balance] = [await entryCount(), await incoming()];
    const again = await importAs(t, admin, file);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ repeated: true, statement: { id: statement.id } });
    expect([await entryCount(), await incoming()]).toEqual([entries, balance]);
  });

  it('posts each line once when the same file is imported twice at the same moment', async () => {
    const payIn = await newPayIn([2_000_000]);
    const file = bankExport([
      { description: `IBFT ${payIn.reference}`, credit: printed(2_000_000) },
      { description: 'IBFT UNKNOWN SENDER', credit: printed(90_000) },
    ]);
    const [entries, balance] = [await entryCount(), await incoming()];
    const answers = await Promise.all([
      importAs(t, admin, file),
      importAs(t, admin, file),
      importAs(t, admin, file),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.json().data.statement.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => !answer.json().data.repeated)).toHaveLength(1);
    // Two postings of two entries each: the pay-in and the held credit.
    expect(await entryCount()).toBe(entries + 4);
    expect(await incoming()).toBe(balance - 2_090_000);
  });

  it('brings a line once when statements overlap', async () => {
    const first = await newPayIn([1_500_000]);
    const second = await newPayIn([1_600_000]);
    const a = {
      description: `IBFT ${first.reference}`,
      credit: printed(1_500_000),
      bankRef: `FT${freshKey().slice(0, 6)}`,
    };
    const b = {
      description: 'IBFT NO REFERENCE',
      credit: printed(10_000),
      bankRef: `FT${freshKey().slice(0, 6)}`,
    };
    const c = {
      description: `IBFT ${second.reference}`,
      credit: printed(1_600_000),
      bankRef: `FT${freshKey().slice(0, 6)}`,
    };
    // Fixed balances, so the overlapping lines read the same in both files.
    const csv = (rows: (typeof a & { balance: string })[]) =>
      Buffer.from(
        [
          'Transaction Date,Description,Cheque/Reference No,Debit,Credit,Balance',
          ...rows.map(
            (row) =>
              `26-11-2026,${row.description},${row.bankRef},,"${row.credit}","${row.balance}"`,
          ),
        ].join('\n'),
      );
    const week1 = csv([
      { ...a, balance: '5,000.00' },
      { ...b, balance: '5,100.00' },
    ]);
    const week2 = csv([
      { ...a, balance: '5,000.00' },
      { ...b, balance: '5,100.00' },
      { ...c, balance: '21,100.00' },
    ]);
    expect((await importAs(t, admin, week1)).statusCode).toBe(201);
    const balance = await incoming();
    const later = await importAs(t, admin, week2);
    expect(later.json().data.statement.report).toMatchObject({
      lines: 3,
      matched: 1,
      duplicates: 2,
    });
    expect(later.json().data.lines).toHaveLength(1);
    expect(await incoming()).toBe(balance - 1_600_000);
    expect(await milestoneStatus(second.milestoneId)).toBe('funded');
  });

  it('reads a mapped layout', async () => {
    const payIn = await newPayIn([800_000]);
    const csv = `Export of 27.11.2026\nDate|Text|Amount\n2026/11/27;"Transfer ${payIn.reference.replace(/-/g, '')}";0;"8,000.00"\n`;
    const response = await importAs(t, admin, Buffer.from(csv.replace(/;/g, ',')), {
      layout: 'mapped',
      dateColumn: '1',
      dateFormat: 'YYYY-MM-DD',
      descriptionColumn: '2',
      debitColumn: '3',
      creditColumn: '4',
      referenceColumn: '',
      balanceColumn: '',
      skipLines: '2',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.statement.report).toMatchObject({ matched: 1, lines: 1 });
    expect(await milestoneStatus(payIn.milestoneId)).toBe('funded');
  });

  it('refuses an unreadable file line by line, in the reader language, and imports nothing', async () => {
    const csv =
      'Transaction Date,Description,Debit,Credit\n31-11-2026,X,,10.00\n27-11-2026,Y,,abc\n';
    const [entries] = [await entryCount()];
    const english = await importAs(t, admin, Buffer.from(csv));
    expect(english.statusCode).toBe(422);
    expect(english.json()).toMatchObject({
      code: 'statementUnreadable',
      errors: [
        { msg: 'Line 2: "31-11-2026" is not a date in the chosen format', path: 'line 2' },
        { msg: 'Line 3: "abc" is not an amount in rupees', path: 'line 3' },
      ],
    });
    const urdu = await importAs(t, admin, Buffer.from(csv), undefined, { 'accept-language': 'ur' });
    expect(urdu.json().errors[0].msg).toBe('سطر 2: "31-11-2026" منتخب طریقے کی تاریخ نہیں');
    const mapping = await importAs(t, admin, Buffer.from(csv), {
      layout: 'mapped',
      dateColumn: '0',
    });
    expect([mapping.statusCode, mapping.json().code]).toEqual([400, 'invalidInput']);
    const missing = await importAs(t, admin, Buffer.from(''));
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'statementRequired']);
    const big = await importAs(t, admin, Buffer.alloc(1024 * 1024 + 1, 0x41));
    expect([big.statusCode, big.json().code]).toEqual([413, 'statementTooLarge']);
    const empty = await importAs(
      t,
      admin,
      Buffer.from('Transaction Date,Description,Debit,Credit\n'),
    );
    expect([empty.statusCode, empty.json().code]).toEqual([422, 'statementEmpty']);
    expect(await entryCount()).toBe(entries);
  });

  it('is for admins only', async () => {
    const file = bankExport([{ description: 'X', credit: '1.00' }]);
    const asCompany = await importAs(t, company, file);
    expect([asCompany.statusCode, asCompany.json().code]).toEqual([403, 'wrongRole']);
  });
});

/** The unmatched queue: each credit nothing claimed is applied, credited or refunded, once. */
describe('resolving unmatched lines', () => {
  const t = testAppForBlock();
  const [company, freelancer, admin, otherAdmin] = membersForBlock(t, [
    'company',
    'freelancer',
    'admin',
    'admin',
  ] as const);
  const heldLine = async (paisa: number) => {
    const file = bankExport([
      { description: `CASH DEPOSIT ${freshKey()}`, credit: printed(paisa) },
    ]);
    const response = await importAs(t, admin, file);
    expect(response.statusCode).toBe(201);
    return response.json().data.lines[0] as { id: string; status: string; reason: string };
  };
  const waitingPayIn = async (paisa: number) => {
    const { milestoneIds, contractId } = await activeContract(
      t,
      { companyId: company.id, freelancerId: freelancer.id },
      [paisa],
    );
    return {
      ...(await startedPayIn(t, company, milestoneIds[0]!)),
      milestoneId: milestoneIds[0]!,
      contractId,
    };
  };
  const actionsOn = (subjectId: string) =>
    t.db.select().from(adminActions).where(eq(adminActions.subjectId, subjectId));

  it('lists the queue with reasons', async () => {
    const line = await heldLine(60_000);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/statement-lines/unmatched?limit=100',
      headers: admin.headers,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: line.id, reason: 'noReference' })]),
    );
  });

  it('applies a line to a waiting pay-in of the same amount, once', async () => {
    const line = await heldLine(900_000);
    const payIn = await waitingPayIn(900_000);
    const key = freshKey();
    const applied = await resolveAs(t, admin, line.id, {
      action: 'apply',
      reference: payIn.reference.toLowerCase(),
      idempotencyKey: key,
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data.line).toMatchObject({
      status: 'applied',
      payIn: { id: payIn.id, status: 'confirmed' },
    });
    expect(await balanceOf(t.db, unmatchedAccount(line.id))).toBe(0);
    const [milestone] = await t.db
      .select()
      .from(milestones)
      .where(eq(milestones.id, payIn.milestoneId));
    expect(milestone!.status).toBe('funded');
    // The contract's ledger reads, the money coming from the statement's credit.
    const ledger = await t.app.inject({
      method: 'GET',
      url: `/api/v1/contracts/${payIn.contractId}/ledger`,
      headers: admin.headers,
    });
    expect(ledger.statusCode).toBe(200);
    expect(ledger.json().data.lines).toContainEqual(
      expect.objectContaining({ account: 'unmatched', amountPaisa: -900_000 }),
    );
    // The same request again answers the same; another decision is refused.
    const retried = await resolveAs(t, admin, line.id, {
      action: 'apply',
      reference: payIn.reference.toLowerCase(),
      idempotencyKey: key,
    });
    expect(retried.statusCode).toBe(200);
    const again = await resolveAs(t, otherAdmin, line.id, {
      action: 'refund',
      refundReference: 'FT1',
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'statementLineResolved']);
    expect(await actionsOn(line.id)).toEqual([
      expect.objectContaining({ adminId: admin.id, action: 'statementLineApplied' }),
    ]);
  });

  it('refuses a pay-in of another amount or one decided already', async () => {
    const line = await heldLine(910_000);
    const other = await waitingPayIn(920_000);
    const wrong = await resolveAs(t, admin, line.id, {
      action: 'apply',
      reference: other.reference,
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([409, 'statementAmountMismatch']);
    const decided = await waitingPayIn(910_000);
    await confirmAs(t, admin, decided.id, { amountPaisa: 910_000, reference: decided.reference });
    const late = await resolveAs(t, admin, line.id, {
      action: 'apply',
      reference: decided.reference,
    });
    expect([late.statusCode, late.json().code]).toEqual([409, 'payInDecided']);
    const unknown = await resolveAs(t, admin, line.id, {
      action: 'apply',
      reference: 'KY-2345-6789',
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'payInNotFound']);
    expect(await balanceOf(t.db, unmatchedAccount(line.id))).toBe(910_000);
  });

  it("credits a company's balance, or records a refund sent by hand", async () => {
    const toCredit = await heldLine(300_000);
    const balance = await balanceOf(t.db, companyBalanceAccount(company.id));
    const credited = await resolveAs(t, admin, toCredit.id, {
      action: 'credit',
      companyId: company.id,
    });
    expect(credited.json().data.line).toMatchObject({
      status: 'credited',
      creditedCompanyId: company.id,
    });
    expect(await balanceOf(t.db, companyBalanceAccount(company.id))).toBe(balance + 300_000);
    const nobody = await resolveAs(t, admin, (await heldLine(1_000)).id, {
      action: 'credit',
      companyId: freshKey(),
    });
    expect([nobody.statusCode, nobody.json().code]).toEqual([404, 'companyNotFound']);

    const toRefund = await heldLine(400_000);
    const out = await balanceOf(t.db, outgoingAccount('bankTransfer'));
    const refunded = await resolveAs(t, admin, toRefund.id, {
      action: 'refund',
      refundReference: 'FT26331RF01',
    });
    expect(refunded.json().data.line).toMatchObject({
      status: 'refunded',
      refundReference: 'FT26331RF01',
    });
    expect(await balanceOf(t.db, outgoingAccount('bankTransfer'))).toBe(out + 400_000);
    expect(await actionsOn(toRefund.id)).toEqual([
      expect.objectContaining({
        action: 'statementLineRefunded',
        detail: expect.objectContaining({ refundReference: 'FT26331RF01' }),
      }),
    ]);
  });

  it('lets one of two racing decisions through', async () => {
    const line = await heldLine(500_000);
    const answers = await Promise.all([
      resolveAs(t, admin, line.id, { action: 'refund', refundReference: 'FT-A' }),
      resolveAs(t, otherAdmin, line.id, { action: 'credit', companyId: company.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(t.db, unmatchedAccount(line.id))).toBe(0);
    const rows = await t.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, line.id));
    expect(['refunded', 'credited']).toContain(rows[0]!.status);
  });

  it('is for admins only', async () => {
    const line = await heldLine(20_000);
    const asCompany = await resolveAs(t, company, line.id, {
      action: 'refund',
      refundReference: 'X1',
    });
    expect([asCompany.statusCode, asCompany.json().code]).toEqual([403, 'wrongRole']);
    const unknown = await resolveAs(t, admin, freshKey(), {
      action: 'refund',
      refundReference: 'X1',
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'statementLineNotFound']);
  });

  it('holds each credit on its line exactly while it is unmatched, and the ledger balances', async () => {
    const lines = await t.db.select().from(bankStatementLines);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      const held = await balanceOf(t.db, unmatchedAccount(line.id));
      expect([line.status, held]).toEqual([
        line.status,
        line.status === 'unmatched' ? line.amount : 0,
      ]);
    }
    expect(await ledgerTotal(t.db)).toBe(0);
  });
});
