import { and, eq } from 'drizzle-orm';
import type { ContractDto } from '@kaamyaab/shared-api/contract';
import { fundMilestone } from '../../../test/funding';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { emailOutbox, notifications } from '../../db/schema';
import { member } from '../jobs/jobs.test-helpers';
import { balanceOf, earningsAccount, ledgerTotal } from '../ledger';
import { activeContract, dealCalls, key, type DealCalls } from './contracts.test-helpers';
import { createReleaseSweep, reminderDaysFor, sweepDueMilestones } from './release-sweep';

const DAY_MS = 24 * 3_600_000;

describe('the release sweep', () => {
  const t = testAppForBlock();
  const [company] = membersForBlock(t, ['company']);
  let deal: DealCalls;

  beforeAll(() => {
    deal = dealCalls(t);
  }, 60_000);

  const sweep = (at: Date) => sweepDueMilestones({ db: t.db, log: t.app.log }, at);
  const later = (from: number, days: number) => new Date(from + days * DAY_MS);

  /** A fresh freelancer's contract with one funded milestone it has just submitted. */
  async function submitted(amount = 1_000_000) {
    const freelancer = await member(t, 'freelancer');
    const contract = await activeContract(deal, company, freelancer, [amount]);
    const milestoneId = contract.milestones[0]!.id;
    await fundMilestone(t.db, milestoneId);
    const form = new FormData();
    form.append('note', 'Done');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/milestones/${milestoneId}/submit`,
      headers: {
        ...freelancer.headers,
        'content-type': request.headers.get('content-type') as string,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    const room = sent.json().data.contract as ContractDto;
    const submittedAt = Date.parse(room.milestones[0]!.releaseDueAt!) - 7 * DAY_MS;
    return { freelancer, contract: room, milestoneId, submittedAt };
  }

  const remindersOf = (milestoneContract: string) =>
    t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, company.id), eq(notifications.kind, 'releaseReminder')),
      )
      .then((rows) => rows.filter((row) => row.payload.contractId === milestoneContract));

  it('reminds the company on days 3 and 6, once each, then releases on day 7', async () => {
    expect(reminderDaysFor(7)).toEqual([3, 6]);
    const { freelancer, contract, milestoneId, submittedAt } = await submitted();
    await sweep(later(submittedAt, 2.9));
    expect(await remindersOf(contract.id)).toHaveLength(0);
    await sweep(later(submittedAt, 3.1));
    await sweep(later(submittedAt, 3.2));
    expect(await remindersOf(contract.id)).toHaveLength(1);
    await sweep(later(submittedAt, 6.1));
    expect(await remindersOf(contract.id)).toHaveLength(2);
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, company.email));
    expect(emails.filter((email) => email.subject.includes('awaits your review'))).toHaveLength(2);
    await sweep(later(submittedAt, 6.99));
    expect(await balanceOf(t.db, earningsAccount(freelancer.id))).toBe(0);
    await sweep(later(submittedAt, 7.01));
    expect(await balanceOf(t.db, earningsAccount(freelancer.id))).toBe(950_000);
    const room = (await deal.room(company, contract.id)).json().data.contract as ContractDto;
    expect(room.milestones[0]).toMatchObject({ status: 'released', releasedPaisa: 1_000_000 });
    expect(room.events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['releaseReminder', 'autoReleased']),
    );
    expect(room.events.find((event) => event.kind === 'autoReleased')).toMatchObject({
      by: 'system',
      amountPaisa: 1_000_000,
    });
    const approveLate = await deal.approve(company, milestoneId);
    expect([approveLate.statusCode, approveLate.json().code]).toEqual([409, 'illegalMove']);
    await sweep(later(submittedAt, 9));
    expect(await balanceOf(t.db, earningsAccount(freelancer.id))).toBe(950_000);
  });

  it('sends only the latest reminder owed when the sweep was away, and none after changes', async () => {
    const { contract, milestoneId, submittedAt } = await submitted();
    await sweep(later(submittedAt, 6.5));
    expect(await remindersOf(contract.id)).toHaveLength(1);
    await deal.requestChanges(company, milestoneId);
    const report = await sweep(later(submittedAt, 30));
    expect(report.released).toBe(0);
    const room = (await deal.room(company, contract.id)).json().data.contract as ContractDto;
    expect(room.milestones[0]!.status).toBe('changesRequested');
  });

  it('releases a bonus once it is funded', async () => {
    const freelancer = await member(t, 'freelancer');
    const contract = await activeContract(deal, company, freelancer, [500_000]);
    const added = await deal.addBonus(company, contract.id, 200_000);
    const bonus = (added.json().data.contract as ContractDto).milestones[1]!;
    await sweep(new Date());
    expect(await balanceOf(t.db, earningsAccount(freelancer.id))).toBe(0);
    await fundMilestone(t.db, bonus.id);
    await sweep(new Date());
    expect(await balanceOf(t.db, earningsAccount(freelancer.id))).toBe(190_000);
    const room = (await deal.room(company, contract.id)).json().data.contract as ContractDto;
    expect(room.milestones[1]).toMatchObject({ kind: 'bonus', status: 'released' });
  });

  it('pays once when approvals race the sweep, and when sweeps race each other', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { freelancer, milestoneId, submittedAt } = await submitted(2_000_000);
      const due = later(submittedAt, 8);
      const sameKey = key();
      const outcomes = await Promise.allSettled([
        sweep(due),
        ...Array.from({ length: 5 }, () => deal.approve(company, milestoneId, sameKey)),
        sweep(due),
        deal.approve(company, milestoneId),
      ]);
      for (const outcome of outcomes) expect(outcome.status).toBe('fulfilled');
      expect(await balanceOf(t.db, earningsAccount(freelancer.id))).toBe(1_900_000);
    }
    expect(await ledgerTotal(t.db)).toBe(0);
  });

  it('runs on its timer with the clock it is given, until stopped', async () => {
    const { freelancer, submittedAt } = await submitted();
    const timer = createReleaseSweep({
      db: t.db,
      log: t.app.log,
      everyMs: 50,
      autoReleaseDays: 7,
      now: () => later(submittedAt, 8),
    });
    timer.start();
    try {
      for (let tries = 0; tries < 100; tries += 1) {
        if ((await balanceOf(t.db, earningsAccount(freelancer.id))) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await timer.stop();
    }
    expect(await balanceOf(t.db, earningsAccount(freelancer.id))).toBe(950_000);
  });
});
