import { feeOf, type ContractDto } from '@kaamyaab/shared-api/contract';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { fundedMilestone } from '../pay-ins/pay-ins.test-helpers';
import { ledgerTotal } from '../ledger';
import { dealCalls, terms, type DealCalls } from './contracts.test-helpers';
import { sweepDueMilestones } from './release-sweep';

const DAY_MS = 24 * 3_600_000;

/**
 * One deal from the offer to the money, through the pay-ins module's own bank transfer (start,
 * receipt, an admin's confirmation) rather than the test helper: what each party's money pages
 * then say.
 */
describe('a deal from offer to payout, paid in by bank transfer', () => {
  const t = testAppForBlock();
  const [company, freelancer, admin] = membersForBlock(t, ['company', 'freelancer', 'admin']);
  let deal: DealCalls;

  beforeAll(() => {
    deal = dealCalls(t);
  }, 60_000);

  const summaryOf = async (who: { headers: Record<string, string> }) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/money/summary', headers: who.headers })
    ).json().data.summary;

  const submit = async (milestoneId: string) => {
    const form = new FormData();
    form.append('note', 'All pages are live.');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/milestones/${milestoneId}/submit`,
      headers: {
        ...freelancer.headers,
        'content-type': request.headers.get('content-type') as string,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };

  it('offers, counters, accepts, funds, submits, approves, releases a bonus and ends', async () => {
    const applicationId = await deal.acceptedApplication(company, freelancer);
    const id = (await deal.sendOffer(company, applicationId, terms([3_000_000]))).json().data
      .contract.id as string;
    await deal.counter(freelancer, id, 1, terms([3_000_000, 1_000_000]));
    const accepted = await deal.answer(company, id, 2, 'accept');
    const [first, second] = (accepted.json().data.contract as ContractDto).milestones.map(
      (milestone) => milestone.id,
    ) as [string, string];

    await fundedMilestone(t, company, admin, first);
    await fundedMilestone(t, company, admin, second);
    expect((await deal.room(freelancer, id)).json().data.contract.escrowPaisa).toBe(4_000_000);

    expect((await submit(first)).statusCode).toBe(200);
    expect((await deal.approve(company, first)).statusCode).toBe(200);
    const bonus = (await deal.addBonus(company, id, 500_000)).json().data.contract as ContractDto;
    await fundedMilestone(t, company, admin, bonus.milestones[2]!.id);
    await sweepDueMilestones({ db: t.db, log: t.app.log }, new Date(Date.now() + DAY_MS));
    const ended = await deal.end(company, id);
    expect(ended.statusCode).toBe(200);

    const room = ended.json().data.contract as ContractDto;
    expect(room.milestones.map((milestone) => milestone.status)).toEqual([
      'released',
      'refunded',
      'released',
    ]);
    expect(room).toMatchObject({ releasedPaisa: 3_500_000, refundedPaisa: 1_000_000 });
    const paid = 3_500_000 - feeOf(3_000_000, 500) - feeOf(500_000, 500);
    expect(await summaryOf(freelancer)).toMatchObject({ availablePaisa: paid, inEscrowPaisa: 0 });
    expect(await summaryOf(company)).toMatchObject({
      availablePaisa: 1_000_000,
      inEscrowPaisa: 0,
      fundedPaisa: 4_500_000,
      refundedPaisa: 1_000_000,
    });
    expect(await ledgerTotal(t.db)).toBe(0);
  });
});
