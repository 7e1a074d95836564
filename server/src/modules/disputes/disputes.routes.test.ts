import { and, eq } from 'drizzle-orm';
import { feeOf } from '@kaamyaab/shared-api/contract';
import { adminActions, ledgerTransactions, notifications } from '../../db/schema';
import { realPdf } from '../../../test/hostile-files';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { dealCalls } from '../contracts/contracts.test-helpers';
import { sweepDueMilestones } from '../contracts';
import { member, type Member } from '../jobs/jobs.test-helpers';
import { testClock } from '../reviews/reviews.test-helpers';
import {
  DAY_MS,
  disputeCalls,
  moneyOf,
  statementOf,
  submittedMilestone,
  sweepAt,
} from './disputes.test-helpers';

/**
 * Disputes over the real app (docs/decisions/031-disputes.md): who may open and when, the
 * release stopped, the deadline, settlement by acceptance, an admin's split moving exactly the
 * escrow, and races that settle once.
 */
describe('disputes over a milestone', () => {
  const clock = testClock();
  const t = testAppForBlock(clock.env);
  const [company, stranger, admin] = membersForBlock(t, ['company', 'freelancer', 'admin']);
  const calls = () => disputeCalls(t);

  afterEach(() => clock.travel(0));
  afterAll(() => clock.remove());

  /** A fresh freelancer with a submitted milestone of Rs 10,000 with the company. */
  async function submitted(amount = 1_000_000, owner: Member = company) {
    const freelancer = await member(t, 'freelancer');
    const ids = await submittedMilestone(t, owner, freelancer, amount);
    const parties = { companyId: owner.id, freelancerId: freelancer.id };
    return { freelancer, ...ids, money: () => moneyOf(t, ids, parties) };
  }

  const opened = async (who: Member, milestoneId: string, amountPaisa = 0) => {
    const answer = await calls().open(who, milestoneId, statementOf({ amountPaisa }));
    expect(answer.statusCode).toBe(201);
    return answer.json().data.dispute;
  };

  it('lets only a party open one, on submitted work, within the escrow, once', async () => {
    const { freelancer, contractId, milestoneId } = await submitted();
    const refused = await calls().open(stranger, milestoneId);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'notContractParty']);
    const tooMuch = await calls().open(
      company,
      milestoneId,
      statementOf({ amountPaisa: 1_000_001 }),
    );
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([400, 'disputeAmountAboveEscrow']);
    const short = await calls().open(company, milestoneId, statementOf({ statement: 'Bad' }));
    expect(short.statusCode).toBe(400);

    const key = '5a0b7c3e-1111-4aaa-8bbb-000000000001';
    const first = await calls().open(company, milestoneId, statementOf(), key);
    expect(first.statusCode).toBe(201);
    const dispute = first.json().data.dispute;
    expect(dispute).toMatchObject({
      status: 'awaitingAnswer',
      openedBy: 'company',
      escrowPaisa: 1_000_000,
      amountPaisa: 0,
    });
    expect(Date.parse(dispute.answerDueAt) - Date.parse(dispute.openedAt)).toBe(4 * DAY_MS);
    const retry = await calls().open(company, milestoneId, statementOf(), key);
    expect(retry.json().data.dispute.id).toBe(dispute.id);
    const again = await calls().open(freelancer, milestoneId);
    expect([again.statusCode, again.json().code]).toEqual([409, 'illegalMove']);

    const room = await dealCalls(t).room(freelancer, contractId);
    const contract = room.json().data.contract;
    expect(contract.milestones[0]).toMatchObject({ status: 'disputed', releaseDueAt: null });
    expect(contract.events.map((event) => event.kind)).toContain('disputeOpened');
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, freelancer.id), eq(notifications.kind, 'disputeOpened')),
      );
    expect(told).toHaveLength(1);
  });

  it('stops the release: no sweep, approval, part release, refund or end moves the money', async () => {
    const { freelancer, contractId, milestoneId, money } = await submitted();
    await opened(freelancer, milestoneId, 1_000_000);
    await sweepDueMilestones({ db: t.db, log: t.app.log }, new Date(Date.now() + 30 * DAY_MS));
    const deal = dealCalls(t);
    expect((await deal.approve(company, milestoneId)).json().code).toBe('illegalMove');
    expect((await deal.releasePart(company, milestoneId, 100_000)).json().code).toBe('illegalMove');
    expect((await deal.end(company, contractId)).json().code).toBe('disputeOpen');
    expect((await money()).escrow).toBe(1_000_000);
  });

  it('takes the room messages and submissions of its own contract as evidence, and files', async () => {
    const { freelancer, contractId, milestoneId } = await submitted();
    const other = await submitted();
    const room = await dealCalls(t).room(freelancer, contractId);
    const submissionId = room.json().data.contract.milestones[0]!.submissions[0]!.id;
    const foreign = (await dealCalls(t).room(other.freelancer, other.contractId)).json().data
      .contract.milestones[0]!.submissions[0]!.id;
    const wrong = await calls().open(
      freelancer,
      milestoneId,
      statementOf({ submissionIds: [foreign] }),
    );
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'disputeEvidenceNotFound']);

    const dispute = await (async () => {
      const answer = await calls().open(
        freelancer,
        milestoneId,
        statementOf({ amountPaisa: 1_000_000, submissionIds: [submissionId] }),
      );
      return answer.json().data.dispute;
    })();
    expect(dispute.evidence).toEqual([
      expect.objectContaining({ kind: 'submission', refId: submissionId, side: 'freelancer' }),
    ]);
    const withFile = await calls().evidence(company, dispute.id, realPdf());
    expect(withFile.statusCode).toBe(200);
    const file = withFile.json().data.dispute.evidence.find((item) => item.kind === 'file')!;
    expect(file).toMatchObject({ side: 'company', text: 'application/pdf' });
    const read = (who: Member) =>
      t.app.inject({ method: 'GET', url: `/api/v1/files/${file.refId}`, headers: who.headers });
    expect((await read(freelancer)).statusCode).toBe(200);
    expect((await read(stranger)).statusCode).toBe(403);
    expect((await calls().ofContract(stranger, contractId)).json().code).toBe('notContractParty');
  });

  it('is decided for the side that opened it when no answer comes in time', async () => {
    // A company of its own: the sweep decides every dispute due, earlier tests' included.
    const alone = await member(t, 'company');
    const { freelancer, milestoneId, money } = await submitted(1_000_000, alone);
    const before = await money();
    const dispute = await opened(alone, milestoneId, 200_000);
    const due = Date.parse(dispute.answerDueAt);
    const statusNow = async () =>
      (await calls().adminOne(admin, dispute.id)).json().data.dispute.status;
    await sweepAt(t, new Date(due - 1));
    expect(await statusNow()).toBe('awaitingAnswer');
    clock.travel(4.01);
    const late = await calls().answer(freelancer, dispute.id);
    expect([late.statusCode, late.json().code]).toEqual([409, 'disputeAnswerLate']);
    expect(await sweepAt(t, new Date(due))).toBeGreaterThan(0);
    expect(await statusNow()).toBe('resolved');
    // A second pass finds nothing left to decide: the money moved once.
    await sweepAt(t, new Date(due + 1));

    const after = await money();
    expect(after.escrow).toBe(0);
    expect(after.companyBalance - before.companyBalance).toBe(800_000);
    expect(after.earnings - before.earnings).toBe(200_000 - feeOf(200_000, 500));
    const read = await calls().ofContract(freelancer, dispute.contractId);
    expect(read.json().data.disputes).toEqual([
      expect.objectContaining({
        status: 'resolved',
        outcome: expect.objectContaining({ how: 'noAnswer', freelancerPaisa: 200_000 }),
      }),
    ]);
  });

  it('settles at the other side’s amount when one accepts it, once', async () => {
    const { freelancer, milestoneId, money } = await submitted();
    const before = await money();
    const dispute = await opened(company, milestoneId, 0);
    const early = await calls().accept(company, dispute.id);
    expect([early.statusCode, early.json().code]).toEqual([409, 'disputeNothingToAccept']);
    const notYours = await calls().answer(company, dispute.id);
    expect([notYours.statusCode, notYours.json().code]).toEqual([403, 'disputeNotYours']);
    const answered = await calls().answer(
      freelancer,
      dispute.id,
      statementOf({
        statement: 'Checkout was out of scope; everything else was delivered.',
        amountPaisa: 700_000,
      }),
    );
    expect(answered.json().data.dispute).toMatchObject({
      status: 'awaitingDecision',
      answer: { amountPaisa: 700_000 },
    });
    const key = '5a0b7c3e-2222-4aaa-8bbb-000000000002';
    const accepted = await calls().accept(company, dispute.id, key);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.dispute.outcome).toMatchObject({
      how: 'accepted',
      freelancerPaisa: 700_000,
      companyPaisa: 300_000,
    });
    expect((await calls().accept(company, dispute.id, key)).statusCode).toBe(200);
    const twice = await calls().accept(freelancer, dispute.id);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'disputeResolved']);
    const after = await money();
    expect(after.escrow).toBe(0);
    expect(after.earnings - before.earnings).toBe(700_000 - feeOf(700_000, 500));
    expect(after.companyBalance - before.companyBalance).toBe(300_000);
  });

  it('lets an admin split exactly the escrow, with a reason in both languages, audited', async () => {
    const { freelancer, milestoneId, money } = await submitted(2_500_000);
    const before = await money();
    const dispute = await opened(freelancer, milestoneId, 2_500_000);
    const tooEarly = await calls().decide(admin, dispute.id, 1_500_000);
    expect([tooEarly.statusCode, tooEarly.json().code]).toEqual([409, 'disputeAwaitsAnswer']);
    await calls().answer(company, dispute.id, statementOf({ amountPaisa: 0 }));
    const desk = await calls().call('GET', '/admin/money/desk', admin);
    expect(
      (desk.json().data as unknown as { desk: { queues: { queue: string; count: number }[] } }).desk
        .queues,
    ).toContainEqual(expect.objectContaining({ queue: 'disputesToDecide' }));
    const listed = await calls().adminList(admin);
    expect(
      (listed.json().data as unknown as { disputes: { id: string }[] }).disputes.map((d) => d.id),
    ).toContain(dispute.id);
    expect((await calls().decide(freelancer as Member, dispute.id, 1)).statusCode).toBe(403);
    const above = await calls().decide(admin, dispute.id, 2_500_001);
    expect([above.statusCode, above.json().code]).toEqual([400, 'disputeAmountAboveEscrow']);

    const decided = await calls().decide(admin, dispute.id, 1_500_000);
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data.dispute.outcome).toMatchObject({
      how: 'admin',
      freelancerPaisa: 1_500_000,
      companyPaisa: 1_000_000,
      reasonCode: 'workIncomplete',
      reasonUr: expect.stringContaining('چیک آؤٹ'),
    });
    const after = await money();
    expect(after.escrow).toBe(0);
    expect(after.earnings - before.earnings).toBe(1_500_000 - feeOf(1_500_000, 500));
    expect(after.companyBalance - before.companyBalance).toBe(1_000_000);
    expect(after.fees - before.fees).toBe(feeOf(1_500_000, 500));
    const keys = await t.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.milestoneId, milestoneId));
    expect(keys.map((row) => row.key)).toEqual(
      expect.arrayContaining([`dispute:${dispute.id}:release`, `dispute:${dispute.id}:refund`]),
    );
    const audit = await t.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.subjectId, dispute.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'disputeDecided', adminId: admin.id }),
    ]);
    for (const who of [company.id, freelancer.id]) {
      const told = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, who), eq(notifications.kind, 'disputeResolved')));
      expect(told.length).toBeGreaterThan(0);
    }
  });

  describe('races settle once', () => {
    const settledOnce = async (run: () => Promise<{ statusCode: number }[]>, expectOk = 1) => {
      const answers = await run();
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(expectOk);
    };

    it('two accepts at once', async () => {
      const { freelancer, milestoneId, money } = await submitted();
      const dispute = await opened(company, milestoneId, 100_000);
      await calls().answer(freelancer, dispute.id, statementOf({ amountPaisa: 900_000 }));
      await settledOnce(() =>
        Promise.all([calls().accept(company, dispute.id), calls().accept(freelancer, dispute.id)]),
      );
      expect((await money()).escrow).toBe(0);
    });

    it('an accept against an admin’s decision', async () => {
      const { freelancer, milestoneId, money } = await submitted();
      const before = await money();
      const dispute = await opened(company, milestoneId, 100_000);
      await calls().answer(freelancer, dispute.id, statementOf({ amountPaisa: 900_000 }));
      await settledOnce(() =>
        Promise.all([
          calls().accept(freelancer, dispute.id),
          calls().decide(admin, dispute.id, 500_000),
        ]),
      );
      const after = await money();
      expect(after.escrow).toBe(0);
      const paid = after.earnings - before.earnings;
      expect([100_000, 500_000].map((x) => x - feeOf(x, 500))).toContain(paid);
    });

    it('an answer against the deadline sweep', async () => {
      const { freelancer, milestoneId, money } = await submitted();
      const dispute = await opened(company, milestoneId, 100_000);
      const due = new Date(Date.parse(dispute.answerDueAt) + 1);
      const [answer, swept] = await Promise.all([
        calls().answer(freelancer, dispute.id, statementOf({ amountPaisa: 900_000 })),
        sweepAt(t, due),
      ]);
      const read = await calls().adminOne(admin, dispute.id);
      const status = read.json().data.dispute.status;
      expect(answer.statusCode === 200 ? 'awaitingDecision' : 'resolved').toBe(status);
      expect(swept).toBe(answer.statusCode === 200 ? 0 : 1);
      expect((await money()).escrow).toBe(status === 'resolved' ? 0 : 1_000_000);
    });
  });
});
