import { and, eq } from 'drizzle-orm';
import {
  adminActions,
  contractEvents,
  ledgerEntries,
  milestones,
  notifications,
  payIns,
} from '../../db/schema';
import { activeContract, endContractRow } from '../../../test/active-contract';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { balanceOf, escrowAccount, incomingAccount, ledgerTotal } from '../ledger';
import {
  confirmAs,
  freshKey,
  proofAs,
  refuseAs,
  startAs,
  startedPayIn,
} from './pay-ins.test-helpers';

jest.setTimeout(60_000);

/** The admin's side: the queue, confirming against the statement, refusing with a reason. */
describe('confirming and refusing pay-ins', () => {
  const t = testAppForBlock();
  const [company, freelancer, admin, otherAdmin] = membersForBlock(t, [
    'company',
    'freelancer',
    'admin',
    'admin',
  ] as const);
  const contractOf = (amounts?: number[]) =>
    activeContract(t, { companyId: company.id, freelancerId: freelancer.id }, amounts);
  const statusOf = async (milestoneId: string) =>
    (await t.db.select().from(milestones).where(eq(milestones.id, milestoneId)))[0]!.status;
  const withProof = async (milestoneId: string, transactionId = `FT-${freshKey().slice(0, 8)}`) => {
    const payIn = await startedPayIn(t, company, milestoneId);
    const sent = await proofAs(t, company, payIn.id, transactionId);
    expect(sent.statusCode).toBe(200);
    return payIn;
  };
  const noticesOf = (recipientId: string, kind: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, recipientId), eq(notifications.kind, kind)));

  it('confirms when amount and reference match: escrow funded once, recorded, both told', async () => {
    const { contractId, milestoneIds } = await contractOf([4_000_000]);
    const milestoneId = milestoneIds[0]!;
    const payIn = await withProof(milestoneId);
    const escrow = escrowAccount(contractId, milestoneId);
    const incomingBefore = await balanceOf(t.db, incomingAccount('bankTransfer'));

    const key = freshKey();
    // As read on a statement: lower case and spaced, the same reference.
    const read = { amountPaisa: 4_000_000, reference: ` ${payIn.reference.toLowerCase()} ` };
    const confirmed = await confirmAs(t, admin, payIn.id, read, key);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.payIn).toMatchObject({
      id: payIn.id,
      status: 'confirmed',
      company: { id: company.id, name: company.name },
      contractTitle: 'Storefront for a Lahore bakery',
      milestoneTitle: 'Milestone 1',
      flags: [],
    });
    expect(await statusOf(milestoneId)).toBe('funded');
    expect(await balanceOf(t.db, escrow)).toBe(4_000_000);
    expect(await balanceOf(t.db, incomingAccount('bankTransfer'))).toBe(incomingBefore - 4_000_000);
    const lines = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.account, escrow));
    expect(lines).toEqual([expect.objectContaining({ amount: 4_000_000, partyId: company.id })]);

    // The same request again answers the same; another admin's confirmation is refused.
    const retried = await confirmAs(t, admin, payIn.id, read, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.payIn).toEqual(confirmed.json().data.payIn);
    const twice = await confirmAs(t, otherAdmin, payIn.id, read);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'payInDecided']);
    expect(await balanceOf(t.db, escrow)).toBe(4_000_000);

    const actions = await t.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.subjectId, payIn.id));
    expect(actions).toEqual([
      expect.objectContaining({ adminId: admin.id, action: 'payInConfirmed' }),
    ]);
    const events = await t.db
      .select()
      .from(contractEvents)
      .where(eq(contractEvents.contractId, contractId));
    expect(events.map((event) => [event.kind, event.by])).toEqual([
      ['payInStarted', 'company'],
      ['proofSent', 'company'],
      ['payInConfirmed', 'admin'],
    ]);
    expect(await noticesOf(company.id, 'payInConfirmed')).toHaveLength(1);
    expect(await noticesOf(freelancer.id, 'payInConfirmed')).toHaveLength(1);
    expect(await ledgerTotal(t.db)).toBe(0);
  });

  it('refuses a mismatch of amount or reference, and moves nothing', async () => {
    const { contractId, milestoneIds } = await contractOf([4_000_000]);
    const payIn = await withProof(milestoneIds[0]!);
    for (const read of [
      { amountPaisa: 3_999_999, reference: payIn.reference },
      { amountPaisa: 4_000_000, reference: 'KY-2222-2222' },
    ]) {
      const refused = await confirmAs(t, admin, payIn.id, read);
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'payInMismatch']);
    }
    expect(await statusOf(milestoneIds[0]!)).toBe('awaitingConfirmation');
    expect(await balanceOf(t.db, escrowAccount(contractId, milestoneIds[0]!))).toBe(0);
    expect(
      await t.db.select().from(adminActions).where(eq(adminActions.subjectId, payIn.id)),
    ).toEqual([]);
  });

  it('refuses a key already used for another pay-in', async () => {
    const { milestoneIds } = await contractOf([1_000_000, 1_000_000]);
    const [one, two] = [await withProof(milestoneIds[0]!), await withProof(milestoneIds[1]!)];
    const key = freshKey();
    expect((await confirmAs(t, admin, one.id, one, key)).statusCode).toBe(200);
    const reused = await confirmAs(t, admin, two.id, two, key);
    expect([reused.statusCode, reused.json().code]).toEqual([409, 'idempotencyReused']);
    expect(await statusOf(milestoneIds[1]!)).toBe('awaitingConfirmation');
  });

  it('refuses with a reason: the milestone waits again and a new pay-in has a new reference', async () => {
    const { contractId, milestoneIds } = await contractOf();
    const milestoneId = milestoneIds[0]!;
    const payIn = await withProof(milestoneId);
    const refused = await refuseAs(t, admin, payIn.id, 'No such transfer on the statement');
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data.payIn).toMatchObject({
      status: 'refused',
      refusedReason: 'No such transfer on the statement',
    });
    expect(await statusOf(milestoneId)).toBe('unfunded');
    const again = await refuseAs(t, admin, payIn.id, 'Twice');
    expect([again.statusCode, again.json().code]).toEqual([409, 'payInDecided']);
    const late = await confirmAs(t, admin, payIn.id, payIn);
    expect([late.statusCode, late.json().code]).toEqual([409, 'payInDecided']);
    expect(await balanceOf(t.db, escrowAccount(contractId, milestoneId))).toBe(0);
    const proofAfter = await proofAs(t, company, payIn.id, 'FT-1234');
    expect([proofAfter.statusCode, proofAfter.json().code]).toEqual([409, 'payInDecided']);

    const next = await startAs(t, company, milestoneId);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.payIn.id).not.toBe(payIn.id);
    expect(next.json().data.payIn.reference).not.toBe(payIn.reference);
    const actions = await t.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.subjectId, payIn.id));
    expect(actions).toEqual([expect.objectContaining({ action: 'payInRefused' })]);
    expect(await noticesOf(company.id, 'payInRefused')).toHaveLength(1);
    expect(await noticesOf(freelancer.id, 'payInRefused')).toHaveLength(0);
  });

  it('refuses to confirm on a contract that has ended, and nothing moves', async () => {
    const { contractId, milestoneIds } = await contractOf();
    const payIn = await withProof(milestoneIds[0]!);
    await endContractRow(t.db, contractId);
    const refused = await confirmAs(t, admin, payIn.id, payIn);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'contractNotActive']);
    expect(await balanceOf(t.db, escrowAccount(contractId, milestoneIds[0]!))).toBe(0);
    const [row] = await t.db.select().from(payIns).where(eq(payIns.id, payIn.id));
    expect(row!.status).toBe('awaitingConfirmation');
  });

  it('lets only admins see the queue and decide', async () => {
    const { milestoneIds } = await contractOf();
    const payIn = await withProof(milestoneIds[0]!);
    for (const who of [company, freelancer]) {
      const queue = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/pay-ins',
        headers: who.headers,
      });
      expect(queue.statusCode).toBe(403);
      expect((await confirmAs(t, who, payIn.id, payIn)).statusCode).toBe(403);
      expect((await refuseAs(t, who, payIn.id, 'No')).statusCode).toBe(403);
    }
    const missing = await confirmAs(t, admin, '00000000-0000-4000-8000-000000000000', payIn);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'payInNotFound']);
    expect(await statusOf(milestoneIds[0]!)).toBe('awaitingConfirmation');
  });

  it('lists the queue oldest receipt first, a page at a time, by status', async () => {
    const { milestoneIds } = await contractOf([600_000, 700_000, 800_000]);
    const sent: string[] = [];
    for (const milestoneId of milestoneIds) sent.push((await withProof(milestoneId)).id);
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 50; page += 1) {
      const query: string = `?limit=2${after ? `&after=${after}` : ''}`;
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/pay-ins${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.payIns.length).toBeLessThanOrEqual(2);
      seen.push(...data.payIns.map((row: { id: string }) => row.id));
      for (const row of data.payIns) expect(row.status).toBe('awaitingConfirmation');
      after = data.nextCursor;
      if (!after) break;
    }
    // Earlier tests' pay-ins wait too; these three come last, in the order their receipts came.
    expect(seen.slice(-3)).toEqual(sent);
    expect(new Set(seen).size).toBe(seen.length);
    const confirmed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/pay-ins?status=confirmed',
      headers: admin.headers,
    });
    for (const row of confirmed.json().data.payIns) expect(row.status).toBe('confirmed');
    const badCursor = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/pay-ins?after=nonsense',
      headers: admin.headers,
    });
    expect([badCursor.statusCode, badCursor.json().code]).toEqual([400, 'badCursor']);
  });

  it('moves the money once when twenty confirmations race', async () => {
    const { contractId, milestoneIds } = await contractOf([9_000_000]);
    const payIn = await withProof(milestoneIds[0]!);
    const sameKey = freshKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        confirmAs(t, i % 2 ? otherAdmin : admin, payIn.id, payIn, i < 10 ? sameKey : freshKey()),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers)
      if (answer.statusCode !== 200) expect(answer.json().code).toBe('payInDecided');
    expect(await balanceOf(t.db, escrowAccount(contractId, milestoneIds[0]!))).toBe(9_000_000);
    const postings = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.milestoneId, milestoneIds[0]!));
    expect(postings).toHaveLength(2);
    expect(
      await t.db.select().from(adminActions).where(eq(adminActions.subjectId, payIn.id)),
    ).toHaveLength(1);
    expect(await ledgerTotal(t.db)).toBe(0);
  });
});
