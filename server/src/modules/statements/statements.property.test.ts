import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { bankStatementLines, payIns } from '../../db/schema';
import { activeContract } from '../../../test/active-contract';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { balanceOf, incomingAccount, ledgerTotal, unmatchedAccount } from '../ledger';
import { startedPayIn } from '../pay-ins/pay-ins.test-helpers';
import { importAs, printed } from './statements.test-helpers';

jest.setTimeout(180_000);

/**
 * Whatever credits two overlapping statements hold and in whichever order they arrive: the
 * ledger takes each line's money once, a pay-in is settled at most once and only by a line of its
 * reference and amount, and every other credit is held on its own line.
 */
describe('statement imports, as a property', () => {
  const t = testAppForBlock();
  const [company, freelancer, admin] = membersForBlock(t, [
    'company',
    'freelancer',
    'admin',
  ] as const);

  const credit = fc.record({
    payIn: fc.integer({ min: 0, max: 2 }),
    kind: fc.constantFrom('right', 'right', 'wrongAmount', 'noReference', 'unknown'),
  });

  it('moves each line once and settles each pay-in at most once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(credit, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        async (credits, cut1, cut2, laterFirst) => {
          const amounts = [1_000_000, 1_200_000, 1_400_000];
          const started: Awaited<ReturnType<typeof startedPayIn>>[] = [];
          for (const amount of amounts) {
            const { milestoneIds } = await activeContract(
              t,
              { companyId: company.id, freelancerId: freelancer.id },
              [amount],
            );
            started.push(await startedPayIn(t, company, milestoneIds[0]!));
          }
          const rows = credits.map(({ payIn, kind }, index) => {
            const target = started[payIn]!;
            const paisa = kind === 'wrongAmount' ? target.amountPaisa + 100 : target.amountPaisa;
            const text = {
              right: `IBFT ${target.reference}`,
              wrongAmount: `IBFT ${target.reference}`,
              noReference: 'CASH DEPOSIT',
              unknown: 'IBFT KY-2345-6789',
            }[kind];
            const row = `27-11-2026,${text},FT${randomUUID().slice(0, 8)},,"${printed(paisa)}",`;
            return { row, paisa, index };
          });
          const header = 'Transaction Date,Description,Reference No,Debit,Credit,Balance';
          const [from = 0, to = 0] = [cut1 % rows.length, cut2 % rows.length].sort((a, b) => a - b);
          const fileOf = (part: typeof rows) =>
            Buffer.from([header, ...part.map((entry) => entry.row)].join('\n'));
          // Two statements that overlap on rows[from..to] and together hold every row.
          const files = [fileOf(rows.slice(0, to + 1)), fileOf(rows.slice(from))];
          if (laterFirst) files.reverse();

          const before = await balanceOf(t.db, incomingAccount('bankTransfer'));
          for (const file of files) expect((await importAs(t, admin, file)).statusCode).toBe(201);

          const total = rows.reduce((sum, entry) => sum + entry.paisa, 0);
          expect(await balanceOf(t.db, incomingAccount('bankTransfer'))).toBe(before - total);
          expect(await ledgerTotal(t.db)).toBe(0);
          const ids = started.map((payIn) => payIn.id);
          const settled = await t.db.select().from(payIns).where(inArray(payIns.id, ids));
          for (const [index, payIn] of started.entries()) {
            const paid = credits.some((entry) => entry.payIn === index && entry.kind === 'right');
            const row = settled.find((found) => found.id === payIn.id)!;
            expect([index, row.status]).toEqual([index, paid ? 'confirmed' : 'awaitingPayment']);
            const claims = await t.db
              .select()
              .from(bankStatementLines)
              .where(eq(bankStatementLines.payInId, payIn.id));
            expect(claims.filter((line) => line.status === 'matched')).toHaveLength(paid ? 1 : 0);
          }
          const lines = await t.db
            .select()
            .from(bankStatementLines)
            .where(inArray(bankStatementLines.status, ['unmatched']));
          for (const line of lines)
            expect(await balanceOf(t.db, unmatchedAccount(line.id))).toBe(line.amount);
        },
      ),
      { numRuns: 6 },
    );
  });
});
