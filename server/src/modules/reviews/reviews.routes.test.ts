import { eq } from 'drizzle-orm';
import { emailOutbox, notifications } from '../../db/schema';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { sweepReviewWindows } from './review-sweep';
import {
  companyReview,
  contractIn,
  DAY_MS,
  freelancerReview,
  reviewCalls,
  testClock,
} from './reviews.test-helpers';

/**
 * Two-way reviews over the real app (docs/decisions/030-reviews.md): who may review and when,
 * once per side, revealed together, the reply, the private rating and the notices.
 */
describe('two-way reviews of an ended contract', () => {
  const clock = testClock();
  const t = testAppForBlock(clock.env);
  const [company, freelancer, stranger, admin] = membersForBlock(t, [
    'company',
    'freelancer',
    'company',
    'admin',
  ]);
  const calls = () => reviewCalls(t);

  afterEach(() => clock.travel(0));
  afterAll(() => clock.remove());

  it('refuses anyone but the parties of a contract that ended with money released', async () => {
    const paid = await contractIn(t, 'endedPaid', company, freelancer);
    const refusal = await calls().submit(stranger, paid, companyReview());
    expect(refusal.statusCode).toBe(403);
    expect(refusal.json().code).toBe('notContractParty');
    expect((await calls().read(stranger, paid)).json().code).toBe('notContractParty');

    const active = await contractIn(t, 'active', company, freelancer);
    const notEnded = await calls().submit(company, active, companyReview());
    expect([notEnded.statusCode, notEnded.json().code]).toEqual([409, 'contractNotEnded']);
    expect((await calls().read(company, active)).json().data.reviews).toMatchObject({
      window: 'notOpen',
      canReview: false,
    });

    const unpaid = await contractIn(t, 'endedUnpaid', company, freelancer);
    const nothingPaid = await calls().submit(freelancer, unpaid, freelancerReview());
    expect([nothingPaid.statusCode, nothingPaid.json().code]).toEqual([409, 'noMoneyReleased']);

    // Each side gives its own three ratings, and only those.
    const wrong = await calls().submit(company, paid, freelancerReview());
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'reviewRatingsWrong']);
  });

  it('closes the window 14 days after the end', async () => {
    const paid = await contractIn(t, 'endedPaid', company, freelancer);
    clock.travel(13.9);
    expect((await calls().read(company, paid)).json().data.reviews.window).toBe('open');
    clock.travel(14.01);
    const late = await calls().submit(company, paid, companyReview());
    expect([late.statusCode, late.json().code]).toEqual([409, 'reviewWindowClosed']);
    expect((await calls().read(company, paid)).json().data.reviews).toMatchObject({
      window: 'closed',
      canReview: false,
    });
  });

  it('takes one review per side: a racing double submit writes one, a retry answers it', async () => {
    const paid = await contractIn(t, 'endedPaid', company, freelancer);
    const answers = await Promise.all([
      calls().submit(company, paid, companyReview()),
      calls().submit(company, paid, companyReview({ overall: 1 })),
      calls().submit(company, paid, companyReview({ overall: 2 })),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual([
      'alreadyReviewed',
      'alreadyReviewed',
    ]);

    const body = freelancerReview();
    const [first, again] = await Promise.all([
      calls().submit(freelancer, paid, body),
      calls().submit(freelancer, paid, body),
    ]);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().data.reviews.mine.id).toBe(first.json().data.reviews.mine.id);
    // No edits: a second review with another key is refused even after the reveal.
    const edit = await calls().submit(freelancer, paid, freelancerReview({ overall: 1 }));
    expect(edit.json().code).toBe('alreadyReviewed');
  });

  it('hides the other review until both are written, then shows both at once', async () => {
    const paid = await contractIn(t, 'endedPaid', company, freelancer);
    const written = await calls().submit(company, paid, companyReview());
    expect(written.statusCode).toBe(201);
    expect(written.json().data.reviews).toMatchObject({
      me: 'company',
      revealed: false,
      theirsWritten: false,
      theirs: null,
      canReply: false,
    });
    const waiting = (await calls().read(freelancer, paid)).json().data.reviews;
    expect(waiting).toMatchObject({ theirsWritten: true, theirs: null, canReview: true });
    const early = await calls().reply(freelancer, paid);
    expect([early.statusCode, early.json().code]).toEqual([409, 'reviewNotRevealed']);

    await calls().submit(freelancer, paid, freelancerReview());
    const forCompany = (await calls().read(company, paid)).json().data.reviews;
    const forFreelancer = (await calls().read(freelancer, paid)).json().data.reviews;
    expect(forCompany).toMatchObject({ revealed: true, canReply: true });
    expect(forCompany.theirs).toMatchObject({
      authorSide: 'freelancer',
      overall: 5,
      ratings: { clarity: 5, communication: 4, payingOnTime: 5 },
    });
    expect(forFreelancer.theirs).toMatchObject({
      authorSide: 'company',
      ratings: { quality: 4, communication: 5, deadlines: 3 },
    });
  });

  it('shows a lone review once the 14 days pass', async () => {
    const paid = await contractIn(t, 'endedPaid', company, freelancer);
    await calls().submit(freelancer, paid, freelancerReview());
    expect((await calls().read(company, paid)).json().data.reviews.theirs).toBeNull();
    clock.travel(15);
    const shown = (await calls().read(company, paid)).json().data.reviews;
    expect(shown).toMatchObject({ revealed: true, window: 'closed', canReply: true });
    expect(shown.theirs.text).toBe(freelancerReview().text);
  });

  it('never puts the private rating in a party’s answer; admins read it', async () => {
    const paid = await contractIn(t, 'endedPaid', company, freelancer);
    const bodies = [
      (await calls().submit(company, paid, companyReview({ privateRating: 3 }))).body,
      (await calls().submit(freelancer, paid, freelancerReview({ privateRating: 7 }))).body,
      (await calls().read(company, paid)).body,
      (await calls().read(freelancer, paid)).body,
      (await calls().person(company, 'freelancer', freelancer.id)).body,
      (await calls().person(freelancer, 'company', company.id)).body,
      (await calls().person(admin, 'company', company.id)).body,
    ];
    for (const body of bodies) expect(body).not.toMatch(/private/i);
    const asAdmin = (await calls().adminPerson(admin, 'freelancer', freelancer.id)).json().data;
    expect(
      asAdmin.reviews.find((r: { contractId: string }) => r.contractId === paid),
    ).toMatchObject({ privateRating: 3, revealed: true });
  });

  it('takes one reply, from the person reviewed, after the reveal', async () => {
    const paid = await contractIn(t, 'endedPaid', company, freelancer);
    const none = await calls().reply(company, paid);
    expect([none.statusCode, none.json().code]).toEqual([404, 'noReviewToReply']);
    await calls().submit(company, paid, companyReview());
    await calls().submit(freelancer, paid, freelancerReview());
    const [one, two] = await Promise.all([
      calls().reply(freelancer, paid, 'Thank you!'),
      calls().reply(freelancer, paid, 'Thanks again!'),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const seen = (await calls().read(company, paid)).json().data.reviews;
    expect(seen.mine.reply.text).toMatch(/^Thank/);
    expect(seen.canReply).toBe(true);
    expect((await calls().read(freelancer, paid)).json().data.reviews.canReply).toBe(false);
  });

  it('says what is wrong with a review in English and in Urdu', async () => {
    const paid = await contractIn(t, 'endedPaid', company, freelancer);
    const bad = companyReview({ overall: 6, text: 'Too short', privateRating: 11 });
    const english = await calls().submit(company, paid, bad);
    expect(english.statusCode).toBe(400);
    const said = JSON.stringify(english.json());
    expect(said).toContain('Choose from 1 to 5 stars');
    expect(said).toContain('Write at least 20 characters');
    expect(said).toContain('Choose a number from 0 to 10');
    const urdu = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contracts/${paid}/reviews`,
      headers: { ...company.headers, 'accept-language': 'ur' },
      payload: bad,
    });
    const inUrdu = JSON.stringify(urdu.json());
    expect(inUrdu).toContain('1 سے 5 ستارے چنیں');
    expect(inUrdu).toContain('کم از کم 20 حروف لکھیں');
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contracts/${paid}/reviews`,
      headers: { ...company.headers, 'accept-language': 'ur' },
      payload: freelancerReview(),
    });
    expect(closed.json().message).toBe('تینوں باتوں کو 1 سے 5 ستاروں تک درجہ دیں۔');
  });

  it('tells each party once: the window, the other’s review, the reveal', async () => {
    const paid = await contractIn(t, 'endedPaid', company, freelancer);
    const settings = { windowDays: 14, now: () => new Date() };
    const ctx = { db: t.db, log: t.app.log, bus: t.app.bus, settings };
    await sweepReviewWindows(ctx, new Date());
    await sweepReviewWindows(ctx, new Date());
    await calls().submit(company, paid, companyReview());
    await calls().submit(company, paid, companyReview());
    await calls().submit(freelancer, paid, freelancerReview());
    await sweepReviewWindows(ctx, new Date(Date.now() + 15 * DAY_MS));
    const about = (await t.db.select().from(notifications)).filter(
      (row) => row.payload.contractId === paid,
    );
    const count = (kind: string, to: string) =>
      about.filter((row) => row.kind === kind && row.recipientId === to).length;
    expect([count('reviewOpen', company.id), count('reviewOpen', freelancer.id)]).toEqual([1, 1]);
    expect([count('reviewWritten', freelancer.id), count('reviewWritten', company.id)]).toEqual([
      1, 0,
    ]);
    expect([count('reviewsRevealed', company.id), count('reviewsRevealed', freelancer.id)]).toEqual(
      [1, 1],
    );
    const [email] = await t.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `reviewOpen:${paid}:freelancer`));
    expect(email?.subject).toMatch(/You can review .* until \d+ \w+ \d{4}\./);
  });

  it('tells of a lone review shown when the window closes, once', async () => {
    const paid = await contractIn(t, 'endedPaid', company, freelancer);
    await calls().submit(freelancer, paid, freelancerReview());
    const ctx = {
      db: t.db,
      log: t.app.log,
      bus: t.app.bus,
      settings: { windowDays: 14, now: () => new Date() },
    };
    const later = new Date(Date.now() + 15 * DAY_MS);
    expect((await sweepReviewWindows(ctx, later)).closed).toBeGreaterThanOrEqual(1);
    await sweepReviewWindows(ctx, later);
    const revealed = (await t.db.select().from(notifications)).filter(
      (row) => row.payload.contractId === paid && row.kind === 'reviewsRevealed',
    );
    expect(revealed).toHaveLength(2);
  });

  it('reads a person’s revealed reviews, newest first, with their averages', async () => {
    const { member } = await import('../jobs/jobs.test-helpers');
    const newcomer = await member(t, 'freelancer');
    const first = await contractIn(t, 'endedPaid', company, newcomer);
    const second = await contractIn(t, 'endedPaid', company, newcomer);
    const hidden = await contractIn(t, 'endedPaid', company, newcomer);
    for (const [contractId, overall] of [
      [first, 5],
      [second, 2],
    ] as const) {
      await calls().submit(company, contractId, companyReview({ overall }));
      await calls().submit(newcomer, contractId, freelancerReview());
    }
    await calls().submit(company, hidden, companyReview({ overall: 1 }));
    const page = (await calls().person(stranger, 'freelancer', newcomer.id, '?limit=1')).json()
      .data;
    expect(page.summary).toMatchObject({
      count: 2,
      overall: 3.5,
      quality: 4,
      communication: 5,
      deadlines: 3,
      clarity: null,
    });
    expect(page.reviews).toHaveLength(1);
    expect(page.reviews[0].contractId).toBe(second);
    const next = (
      await calls().person(stranger, 'freelancer', newcomer.id, `?after=${page.nextCursor}`)
    ).json().data;
    expect(next.reviews.map((r: { contractId: string }) => r.contractId)).toEqual([first]);
    const all = (await calls().adminPerson(admin, 'freelancer', newcomer.id)).json().data;
    expect(all.summary.count).toBe(3);
    expect(all.reviews.map((r: { revealed: boolean }) => r.revealed)).toEqual([false, true, true]);
  });
});
