import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { openTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/database';
import {
  balanceOf,
  companyBalanceAccount,
  earningsAccount,
  escrowAccount,
  FEES_ACCOUNT,
  incomingAccount,
  ledgerTotal,
  postTransaction,
  type Posting,
} from '.';

const contractId = '00000000-0000-4000-8000-000000000001';
const milestoneId = '00000000-0000-4000-8000-000000000002';
const companyId = '00000000-0000-4000-8000-000000000003';
const freelancerId = '00000000-0000-4000-8000-000000000004';
const escrow = escrowAccount(contractId, milestoneId);

const fund = (key: string, amount: number): Posting => ({
  idempotencyKey: key,
  kind: 'payInConfirmed',
  actorType: 'admin',
  contractId,
  milestoneId,
  lines: [
    { account: incomingAccount('bankTransfer'), amount: -amount, partyId: null },
    { account: escrow, amount, partyId: companyId },
  ],
});
const release = (key: string, amount: number, fee: number): Posting => ({
  idempotencyKey: key,
  kind: 'release',
  actorType: 'company',
  contractId,
  milestoneId,
  lines: [
    { account: escrow, amount: -amount, partyId: companyId },
    { account: earningsAccount(freelancerId), amount: amount - fee, partyId: freelancerId },
    ...(fee > 0 ? [{ account: FEES_ACCOUNT, amount: fee, partyId: null }] : []),
  ],
});
const refund = (key: string, amount: number): Posting => ({
  idempotencyKey: key,
  kind: 'refund',
  actorType: 'company',
  contractId,
  milestoneId,
  lines: [
    { account: escrow, amount: -amount, partyId: companyId },
    { account: companyBalanceAccount(companyId), amount, partyId: companyId },
  ],
});

describe('the ledger', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const post = (posting: Posting) => database.db.transaction((tx) => postTransaction(tx, posting));

  it('posts a balanced movement once, however often its key is posted', async () => {
    const first = await post(fund('fund:once', 50_000));
    const again = await post(fund('fund:once', 50_000));
    expect(first.applied).toBe(true);
    expect(again).toEqual({ applied: false, transaction: first.transaction });
    expect(await balanceOf(database.db, escrow)).toBe(50_000);
    await post(release('release:once', 50_000, 2_500));
    expect(await balanceOf(database.db, escrow)).toBe(0);
    expect(await balanceOf(database.db, earningsAccount(freelancerId))).toBe(47_500);
    expect(await balanceOf(database.db, FEES_ACCOUNT)).toBe(2_500);
    expect(await ledgerTotal(database.db)).toBe(0);
  });

  it('refuses to take an owned account below zero, and moves nothing then', async () => {
    const before = await balanceOf(database.db, escrow);
    await expect(post(release('release:too-much', before + 1, 0))).rejects.toMatchObject({
      code: 'balanceTooLow',
    });
    expect(await balanceOf(database.db, escrow)).toBe(before);
  });

  it('refuses fractions, zero and unbalanced lines before touching the database', async () => {
    await expect(post(fund('fund:fraction', 10.5))).rejects.toThrow(/whole paisa/);
    await expect(post(fund('fund:zero', 0))).rejects.toThrow(/whole paisa/);
    const unbalanced = fund('fund:unbalanced', 100);
    unbalanced.lines[0]!.amount = -99;
    await expect(post(unbalanced)).rejects.toThrow(/sums to 1/);
  });

  /** The database's own refusal, as drizzle wraps it: the cause carries PostgreSQL's words. */
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => 'accepted',
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    );

  it('is append-only and balanced in the database itself', async () => {
    expect(
      await refusal(database.db.execute(sql`update ledger_entries set amount = amount + 1`)),
    ).toMatch(/append-only/);
    expect(await refusal(database.db.execute(sql`delete from ledger_transactions`))).toMatch(
      /append-only/,
    );
    expect(await refusal(database.db.execute(sql`truncate ledger_entries`))).toMatch(/append-only/);
    const unbalanced = database.db.transaction(async (tx) => {
      const inserted = (await tx.execute(
        sql`insert into ledger_transactions (idempotency_key, kind, actor_type) values ('raw', 'raw', 'system') returning id`,
      )) as unknown as { rows: { id: string }[] };
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account, amount) values (${inserted.rows[0]!.id}, 'fees:platform', 5)`,
      );
    });
    expect(await refusal(unbalanced)).toMatch(/does not balance/);
    expect(await ledgerTotal(database.db)).toBe(0);
  });

  it('lets exactly one of twenty racing refunds of one escrow through', async () => {
    await post(fund('fund:race', 80_000));
    const held = await balanceOf(database.db, escrow);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => post(refund(`refund:race:${i}`, held))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(database.db, escrow)).toBe(0);
    expect(await balanceOf(database.db, companyBalanceAccount(companyId))).toBe(held);
  });

  it('keeps every owned balance at zero or above and the whole at zero, whatever is posted', async () => {
    const amount = fc.integer({ min: 1, max: 5_000_000 });
    const step = fc.oneof(
      fc.record({ move: fc.constant('fund' as const), amount }),
      fc.record({ move: fc.constant('release' as const), amount, feeBps: fc.constantFrom(0, 500) }),
      fc.record({ move: fc.constant('refund' as const), amount }),
      fc.record({ move: fc.constant('replay' as const), amount }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        run += 1;
        const expected = new Map<string, number>();
        const add = (account: string, value: number) =>
          expected.set(account, (expected.get(account) ?? 0) + value);
        const start = new Map(
          await Promise.all(
            [escrow, earningsAccount(freelancerId), companyBalanceAccount(companyId)].map(
              async (account) => [account, await balanceOf(database.db, account)] as const,
            ),
          ),
        );
        let lastKey: Posting | undefined;
        for (const [i, s] of steps.entries()) {
          const key = `p${run}:${i}`;
          const held = (start.get(escrow) ?? 0) + (expected.get(escrow) ?? 0);
          const posting =
            s.move === 'fund'
              ? fund(key, s.amount)
              : s.move === 'release'
                ? release(key, s.amount, Math.floor((s.amount * s.feeBps) / 10_000))
                : s.move === 'refund'
                  ? refund(key, s.amount)
                  : lastKey;
          if (!posting) continue;
          const outcome = await post(posting).then(
            (result) => result,
            (error: { code?: string }) => error,
          );
          if (s.move === 'replay') {
            expect(outcome).toMatchObject({ applied: false });
            continue;
          }
          if (s.move !== 'fund' && s.amount > held) {
            expect(outcome).toMatchObject({ code: 'balanceTooLow' });
            continue;
          }
          expect(outcome).toMatchObject({ applied: true });
          for (const line of posting.lines) add(line.account, line.amount);
          lastKey = posting;
        }
        for (const [account, start0] of start) {
          const balance = await balanceOf(database.db, account);
          expect(balance).toBe(start0 + (expected.get(account) ?? 0));
          expect(balance).toBeGreaterThanOrEqual(0);
        }
        expect(await ledgerTotal(database.db)).toBe(0);
      }),
      { numRuns: 25 },
    );
  });
});
