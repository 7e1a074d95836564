import { eq } from 'drizzle-orm';
import {
  companies,
  contracts,
  disputes,
  milestones,
  reviewWindows,
  submissions,
} from '../../db/schema';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import {
  companyReview,
  contractIn,
  DAY_MS,
  freelancerReview,
  reviewCalls,
} from '../reviews/reviews.test-helpers';
import type { Member } from '../jobs/jobs.test-helpers';

/**
 * Scores by the published formula (docs/decisions/032-reputation.md) over the real app, each
 * expected figure worked by hand from the formula as "How scores work" writes it, and the public
 * pages: who has one, and that no personal number is in it.
 */
describe('scores and public profiles', () => {
  const t = testAppForBlock();
  const [company, freelancer, pending, admin] = membersForBlock(t, [
    'company',
    'freelancer',
    { role: 'freelancer', active: false },
    'admin',
  ]);
  const get = (who: Member | null, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who?.headers ?? {} });
  const freelancerPage = () => get(null, `/profiles/freelancers/${freelancer.id}`);
  const companyPage = () => get(null, `/profiles/companies/${company.id}`);

  /**
   * A contract that released Rs 10,000 (the helpers' part release) and ended `daysAgo` days ago,
   * with the company's review of `companyStars` (none when null) and the freelancer's review.
   */
  async function endedContract(
    daysAgo: number,
    company_: { stars: number; privateRating: number } | null,
  ) {
    const contractId = await contractIn(t, 'endedPaid', company, freelancer);
    const calls = reviewCalls(t);
    expect((await calls.submit(freelancer, contractId, freelancerReview())).statusCode).toBe(201);
    if (company_) {
      const review = companyReview({
        overall: company_.stars,
        privateRating: company_.privateRating,
      });
      expect((await calls.submit(company, contractId, review)).statusCode).toBe(201);
    } else {
      // The window closed with the freelancer's review alone: shown, as the reviews say.
      await t.db
        .update(reviewWindows)
        .set({ closesAt: new Date(Date.now() - 1000) })
        .where(eq(reviewWindows.contractId, contractId));
    }
    const endedAt = new Date(Date.now() - daysAgo * DAY_MS);
    await t.db
      .update(reviewWindows)
      .set({ endedAt })
      .where(eq(reviewWindows.contractId, contractId));
    await t.db.update(contracts).set({ endedAt }).where(eq(contracts.id, contractId));
    return contractId;
  }

  it('shows no score under three contracts, then the formula worked by hand', async () => {
    expect((await freelancerPage()).json().data.profile.reputation).toEqual({
      score: null,
      counted: 0,
      badges: ['identityVerified'],
    });

    // A: now, 5 stars, on time, no dispute: outcome 0.4 + 0.3 + 0.3 = 1, weight 1 × size.
    await endedContract(0, { stars: 5, privateRating: 10 });
    // B: a year ago (recency 0.5), 3 stars, its one dated milestone submitted late, disputed:
    // outcome 0.4 × 0.5 = 0.2.
    const late = await endedContract(365, { stars: 3, privateRating: 4 });
    const [milestone] = await t.db.select().from(milestones).where(eq(milestones.contractId, late));
    await t.db
      .update(milestones)
      .set({ dueDate: '2025-01-01' })
      .where(eq(milestones.id, milestone!.id));
    await t.db.insert(submissions).values({
      milestoneId: milestone!.id,
      note: 'Done.',
      fileIds: [],
      createdAt: new Date('2025-01-05T10:00:00Z'),
    });
    await t.db.insert(disputes).values({ contractId: late, milestoneId: milestone!.id });
    expect((await freelancerPage()).json().data.profile.reputation.score).toBeNull();

    // C: now, no review from the company (counts as 3 stars): outcome 0.2 + 0.3 + 0.3 = 0.8.
    await endedContract(0, null);
    // Every contract released the same Rs 10,000, so the sizes cancel out:
    // (1 × 1 + 0.5 × 0.2 + 1 × 0.8) / (1 + 0.5 + 1) = 1.9 / 2.5 = 0.76; two private ratings are
    // too few to count.
    expect((await freelancerPage()).json().data.profile.reputation).toEqual({
      score: 76,
      counted: 3,
      badges: ['identityVerified'],
    });

    // D: now, 4 stars: outcome 0.3 + 0.3 + 0.3 = 0.9. Public part 2.8 / 3.5 = 0.8. Private
    // ratings 10, 4, 8: average 7.33 of 10, to the nearest quarter 0.75.
    // 100 × (0.85 × 0.8 + 0.15 × 0.75) = 79.25.
    await endedContract(0, { stars: 4, privateRating: 8 });
    const profile = (await freelancerPage()).json().data.profile;
    expect(profile.reputation.score).toBe(79);
    expect(profile.contractsCompleted).toBe(4);
    expect(profile.reviews.summary.count).toBe(3);

    // The company: the freelancer gave 5 stars and a private 10 each time, no milestone was left
    // to the automatic release; B's dispute costs it 0.3. Public part (1 + 0.5 × 0.7 + 1 + 1) /
    // 3.5 = 0.9571; private band 1. 100 × (0.85 × 0.9571 + 0.15) = 96.36.
    expect((await companyPage()).json().data.profile.reputation).toEqual({
      score: 96,
      counted: 4,
      badges: ['ntnVerified', 'paymentVerified'],
    });

    // The freelancer's own breakdown: each contract's parts, the private ratings as one band.
    const mine = (await get(freelancer, '/reputation/mine')).json().data.score;
    expect(mine).toMatchObject({ score: 79, counted: 4, privateBand: 0.75, privateCount: 3 });
    expect(mine.publicPart).toBeCloseTo(0.8, 4);
    const lateRow = mine.contracts.find((row: { contractId: string }) => row.contractId === late);
    expect(lateRow).toMatchObject({ disputed: true, onTime: 0, stars: 3 });
    expect(lateRow.outcome).toBeCloseTo(0.2, 6);
    expect(lateRow.recency).toBeCloseTo(0.5, 4);
    expect(lateRow.size).toBeCloseTo(Math.log10(10_001), 6);
    expect(JSON.stringify(mine)).not.toMatch(/privateRating/);
  });

  it('has a public page only for approved, open accounts, without a personal number', async () => {
    const page = await freelancerPage();
    expect(page.statusCode).toBe(200);
    const body = page.body;
    for (const secret of [
      freelancer.email,
      company.email,
      '03001234567',
      '35202',
      'PK36',
      '1234567-8',
    ])
      expect(body).not.toContain(secret);
    expect(body).not.toMatch(/"(email|phone|cnic|companyNtn|pocId|bankAccount|privateRating)"/);
    expect((await companyPage()).body).not.toContain(company.email);

    const unapproved = await get(null, `/profiles/freelancers/${pending.id}`);
    expect([unapproved.statusCode, unapproved.json().code]).toEqual([404, 'profileNotFound']);
    const wrongSide = await get(null, `/profiles/companies/${freelancer.id}`);
    expect(wrongSide.statusCode).toBe(404);
    await t.db.update(companies).set({ closedAt: new Date() }).where(eq(companies.id, company.id));
    expect((await companyPage()).statusCode).toBe(404);
    await t.db.update(companies).set({ closedAt: null }).where(eq(companies.id, company.id));
  });

  it('gives the breakdown to the approved parties only', async () => {
    expect((await get(null, '/reputation/mine')).statusCode).toBe(401);
    expect((await get(admin, '/reputation/mine')).statusCode).toBe(403);
    expect((await get(company, '/reputation/mine')).json().data.score.side).toBe('company');
  });
});
