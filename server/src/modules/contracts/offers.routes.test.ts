import { eq } from 'drizzle-orm';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { emailOutbox, notifications } from '../../db/schema';
import { activeContract, dealCalls, terms, type DealCalls } from './contracts.test-helpers';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('offers, counter-offers and the contract room', () => {
  const t = testAppForBlock({ PLATFORM_FEE_BPS: '750' });
  const [company, freelancer, otherCompany, otherFreelancer, admin, pendingFreelancer] =
    membersForBlock(t, [
      'company',
      'freelancer',
      'company',
      'freelancer',
      'admin',
      { role: 'freelancer', active: false },
    ]);
  let deal: DealCalls;

  beforeAll(() => {
    deal = dealCalls(t);
  }, 60_000);

  it('sends an offer to an accepted applicant: offered, awaiting the freelancer, the fee fixed', async () => {
    const applicationId = await deal.acceptedApplication(company, freelancer);
    const sent = await deal.sendOffer(company, applicationId);
    expect(sent.statusCode).toBe(201);
    const contract = sent.json().data.contract;
    expect(contract).toMatchObject({
      applicationId,
      status: 'offered',
      awaiting: 'freelancer',
      currentVersion: 1,
      feeBps: 750,
      company: { id: company.id, name: company.name },
      freelancer: { id: freelancer.id, name: freelancer.name },
      milestones: [],
      escrowPaisa: 0,
    });
    expect(contract.versions).toHaveLength(1);
    expect(contract.versions[0]).toMatchObject({ proposedBy: 'company', totalPaisa: 7_500_000 });
    expect(contract.events.map((event) => event.kind)).toEqual(['offerSent']);
    // One offer per application, however often it is sent.
    const again = await deal.sendOffer(company, applicationId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('offerExists');
    // The freelancer is told in the app and by email.
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, freelancer.id));
    expect(told.map((row) => row.kind)).toContain('offerReceived');
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `offerReceived:${contract.id}:1`));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain('sent you an offer');
  });

  it('refuses an offer on a pending application, on another company’s, and unknown ones', async () => {
    const jobApplication = await deal.acceptedApplication(company, otherFreelancer);
    const notMine = await deal.sendOffer(otherCompany, jobApplication);
    expect([notMine.statusCode, notMine.json().code]).toEqual([403, 'notDecider']);
    const unknown = await deal.sendOffer(company, unknownId);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'applicationNotFound']);
    const apply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/application/apply',
      headers: freelancer.headers,
      payload: {
        jobId: (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/jobs/post-job',
            headers: company.headers,
            payload: {
              title: 'Looking for a React developer',
              description: 'Build the storefront of our Lahore bakery.',
              projectType: 'one-time',
              experienceLevel: 'intermediate',
              jobCategory: 'Web Development',
              skills: ['React'],
              budget: 150000,
              duration: '6 weeks',
            },
          })
        ).json().data.job._id,
        coverLetter: 'Hire me',
        proposedRate: 20000,
        estimatedCompletionTime: '2 weeks',
      },
    });
    const pending = await deal.sendOffer(company, apply.json().data.application._id);
    expect([pending.statusCode, pending.json().code]).toEqual([409, 'applicationNotAccepted']);
  });

  it('refuses amounts that are not whole paisa within the limits, and too many milestones', async () => {
    const applicationId = await deal.acceptedApplication(company, freelancer);
    for (const amounts of [[49_999], [1_000_000_001], [50_000.5], [-50_000]]) {
      const refused = await deal.sendOffer(company, applicationId, terms(amounts));
      expect(refused.statusCode).toBe(400);
    }
    const many = await deal.sendOffer(company, applicationId, terms(Array(21).fill(50_000)));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('An offer can have at most 20 milestones');
  });

  it('counters in turns; only the awaited party answers, and only the current version', async () => {
    const applicationId = await deal.acceptedApplication(company, freelancer);
    const id = (await deal.sendOffer(company, applicationId)).json().data.contract.id;
    const ownTurn = await deal.counter(company, id, 1);
    expect([ownTurn.statusCode, ownTurn.json().code]).toEqual([409, 'notYourTurn']);
    const countered = await deal.counter(freelancer, id, 1, terms([6_000_000]));
    expect(countered.statusCode).toBe(200);
    expect(countered.json().data.contract).toMatchObject({
      currentVersion: 2,
      awaiting: 'company',
      status: 'offered',
    });
    const stale = await deal.answer(company, id, 1, 'accept');
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'staleVersion']);
    const notTurn = await deal.answer(freelancer, id, 2, 'accept');
    expect([notTurn.statusCode, notTurn.json().code]).toEqual([409, 'notYourTurn']);
    const outsider = await deal.answer(otherCompany, id, 2, 'accept');
    expect([outsider.statusCode, outsider.json().code]).toEqual([403, 'notContractParty']);
    const accepted = await deal.answer(company, id, 2, 'accept');
    expect(accepted.statusCode).toBe(200);
    const contract = accepted.json().data.contract;
    expect(contract).toMatchObject({ status: 'active', awaiting: null });
    expect(contract.acceptedAt).not.toBeNull();
    expect(contract.milestones).toEqual([
      expect.objectContaining({
        position: 1,
        kind: 'work',
        title: 'Part 1',
        amountPaisa: 6_000_000,
        status: 'unfunded',
        escrowPaisa: 0,
      }),
    ]);
    expect(contract.events.map((event) => event.kind)).toEqual([
      'offerSent',
      'offerCountered',
      'offerAccepted',
    ]);
    const late = await deal.answer(company, id, 2, 'decline');
    expect([late.statusCode, late.json().code]).toEqual([409, 'offerAnswered']);
    const lateCounter = await deal.counter(company, id, 2);
    expect([lateCounter.statusCode, lateCounter.json().code]).toEqual([409, 'offerAnswered']);
    // The freelancer was told of the acceptance.
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, freelancer.id));
    expect(told.map((row) => row.kind)).toContain('offerAccepted');
  });

  it('declines: the versions stay readable, nothing more can be answered', async () => {
    const applicationId = await deal.acceptedApplication(company, freelancer);
    const id = (await deal.sendOffer(company, applicationId)).json().data.contract.id;
    const declined = await deal.answer(freelancer, id, 1, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.contract).toMatchObject({ status: 'declined', awaiting: null });
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, company.id));
    expect(told.map((row) => row.kind)).toContain('offerDeclined');
    expect((await deal.answer(freelancer, id, 1, 'accept')).json().code).toBe('offerAnswered');
  });

  it('shows the room to its parties and admins only', async () => {
    const { id } = await activeContract(deal, company, freelancer);
    expect((await deal.room(company, id)).statusCode).toBe(200);
    expect((await deal.room(freelancer, id)).statusCode).toBe(200);
    expect((await deal.room(admin, id)).statusCode).toBe(200);
    const outsider = await deal.room(otherFreelancer, id);
    expect([outsider.statusCode, outsider.json().code]).toEqual([403, 'notContractParty']);
    expect((await deal.room(otherCompany, id)).statusCode).toBe(403);
    expect((await deal.room(null, id)).statusCode).toBe(401);
    expect((await deal.room(company, unknownId)).statusCode).toBe(404);
    expect((await deal.room(company, 'not-an-id')).statusCode).toBe(400);
    // A pending account reads nothing it is not party to, and acts on nothing.
    expect((await deal.room(pendingFreelancer, id)).statusCode).toBe(403);
  });

  it('adds milestones only when the other party agrees, at most 20', async () => {
    const { id } = await activeContract(deal, company, freelancer, [50_000]);
    const draft = { title: 'Extra page', amountPaisa: 1_000_000, dueDate: '2027-02-01' };
    const proposed = await deal.propose(freelancer, id, draft);
    expect(proposed.statusCode).toBe(201);
    const milestone = proposed.json().data.contract.milestones[1]!;
    expect(milestone).toMatchObject({ position: 2, status: 'proposed', proposedBy: 'freelancer' });
    const own = await deal.answerMilestone(freelancer, id, milestone.id, 'agree');
    expect([own.statusCode, own.json().code]).toEqual([409, 'ownProposal']);
    const outsider = await deal.answerMilestone(otherCompany, id, milestone.id, 'agree');
    expect(outsider.statusCode).toBe(403);
    const agreed = await deal.answerMilestone(company, id, milestone.id, 'agree');
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().data.contract.milestones[1]).toMatchObject({ status: 'unfunded' });
    const twice = await deal.answerMilestone(company, id, milestone.id, 'reject');
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'illegalMove']);
    const wrongContract = await deal.answerMilestone(company, unknownId, milestone.id, 'agree');
    expect(wrongContract.statusCode).toBe(404);
    // A refused proposal does not count towards the 20.
    const refusedOne = (await deal.propose(company, id, draft)).json().data.contract.milestones[2]!;
    await deal.answerMilestone(freelancer, id, refusedOne.id, 'reject');
    for (let index = 0; index < 18; index += 1)
      expect((await deal.propose(company, id, draft)).statusCode).toBe(201);
    const tooMany = await deal.propose(company, id, draft);
    expect([tooMany.statusCode, tooMany.json().code]).toEqual([409, 'tooManyMilestones']);
    const room = (await deal.room(company, id)).json().data.contract;
    expect(room.events.filter((event) => event.kind === 'milestoneProposed')).toHaveLength(20);
    expect(room.events.map((event) => event.kind)).toContain('milestoneRejected');
  });

  it('refuses new milestones on an offer that is not yet a contract', async () => {
    const applicationId = await deal.acceptedApplication(company, freelancer);
    const id = (await deal.sendOffer(company, applicationId)).json().data.contract.id;
    const draft = { title: 'Extra page', amountPaisa: 1_000_000, dueDate: '2027-02-01' };
    const refused = await deal.propose(company, id, draft);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'contractNotActive']);
  });

  it("lists each party's contracts by latest activity, paged, and every contract for admins", async () => {
    const pager = await import('../jobs/jobs.test-helpers').then(({ member }) =>
      member(t, 'company'),
    );
    const made: string[] = [];
    for (let index = 0; index < 3; index += 1)
      made.push((await activeContract(deal, pager, freelancer)).id);
    // Activity on the first moves it to the top.
    await deal.propose(pager, made[0]!, {
      title: 'More',
      amountPaisa: 50_000,
      dueDate: '2027-02-01',
    });
    const seen: string[] = [];
    let after = '';
    for (let pages = 0; pages < 5; pages += 1) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/v1/contracts?limit=2${after}`,
        headers: pager.headers,
      });
      expect(page.statusCode).toBe(200);
      const data = page.json().data;
      seen.push(...(data.contracts as { id: string }[]).map((row) => row.id));
      if (data.nextCursor === null) break;
      after = `&after=${data.nextCursor}`;
    }
    expect(seen).toEqual([made[0], made[2], made[1]]);
    const first = (
      await t.app.inject({ method: 'GET', url: '/api/v1/contracts', headers: pager.headers })
    ).json().data.contracts[0];
    expect(first).toMatchObject({
      status: 'active',
      awaiting: null,
      totalPaisa: 7_500_000,
      escrowPaisa: 0,
      company: { id: pager.id },
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/contracts?status=declined',
      headers: freelancer.headers,
    });
    expect(
      (mine.json().data.contracts as { status: string }[]).every((c) => c.status === 'declined'),
    ).toBe(true);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/contracts?limit=100',
      headers: admin.headers,
    });
    expect(all.statusCode).toBe(200);
    const ids = (all.json().data.contracts as { id: string }[]).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining(made));
    const badCursor = await t.app.inject({
      method: 'GET',
      url: '/api/v1/contracts?after=bm9wZQ',
      headers: pager.headers,
    });
    expect(badCursor.statusCode).toBe(400);
  });
});
