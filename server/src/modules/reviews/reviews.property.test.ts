import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import {
  companyReview,
  contractIn,
  freelancerReview,
  reviewCalls,
  testClock,
} from './reviews.test-helpers';

type Side = 'company' | 'freelancer';
type Step =
  | { kind: 'submit'; by: Side; sameKey: boolean }
  | { kind: 'reply'; by: Side }
  | { kind: 'wait'; days: number };

const side = fc.constantFrom<Side>('company', 'freelancer');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('submit' as const), by: side, sameKey: fc.boolean() }),
  fc.record({ kind: fc.constant('reply' as const), by: side }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.constantFrom(1, 6, 13) }),
);

/**
 * Any order of reviews, retries, replies and passing days on one contract, against a model of
 * the rules (docs/decisions/030-reviews.md): one review per side, the other's review seen
 * exactly when both are written or the window has closed, one reply after that, and the
 * private rating in no party's answer.
 */
describe('reviews under any order of steps', () => {
  const clock = testClock();
  const t = testAppForBlock(clock.env);
  const [company, freelancer] = membersForBlock(t, ['company', 'freelancer']);

  afterAll(() => {
    clock.travel(0);
    clock.remove();
  });

  it('keeps the reveal, the one review per side and the one reply', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        clock.travel(0);
        const calls = reviewCalls(t);
        const who = { company, freelancer };
        const contractId = await contractIn(t, 'endedPaid', company, freelancer);
        const written: Record<Side, boolean> = { company: false, freelancer: false };
        const replied: Record<Side, boolean> = { company: false, freelancer: false };
        const keys: Partial<Record<Side, string>> = {};
        let days = 0;
        const closed = () => days >= 14;
        const revealed = () => closed() || (written.company && written.freelancer);
        const other = (s: Side): Side => (s === 'company' ? 'freelancer' : 'company');

        for (const s of steps) {
          if (s.kind === 'wait') {
            days += s.days;
            clock.travel(days + 0.01);
          } else if (s.kind === 'submit') {
            const body = (s.by === 'company' ? companyReview : freelancerReview)(
              s.sameKey && keys[s.by] ? { idempotencyKey: keys[s.by] } : {},
            );
            const answer = await calls.submit(who[s.by], contractId, body);
            const retry = written[s.by] && body.idempotencyKey === keys[s.by];
            if (retry) expect(answer.statusCode).toBe(201);
            else if (written[s.by]) expect(answer.json().code).toBe('alreadyReviewed');
            else if (closed()) expect(answer.json().code).toBe('reviewWindowClosed');
            else {
              expect(answer.statusCode).toBe(201);
              written[s.by] = true;
              keys[s.by] = body.idempotencyKey;
            }
          } else {
            const answer = await calls.reply(who[s.by], contractId);
            if (!written[other(s.by)]) expect(answer.json().code).toBe('noReviewToReply');
            else if (!revealed()) expect(answer.json().code).toBe('reviewNotRevealed');
            else if (replied[s.by]) expect(answer.json().code).toBe('alreadyReplied');
            else {
              expect(answer.statusCode).toBe(200);
              replied[s.by] = true;
            }
          }
          for (const s2 of ['company', 'freelancer'] as const) {
            const read = await calls.read(who[s2], contractId);
            expect(read.body).not.toMatch(/private/i);
            const view = read.json().data.reviews;
            expect(view.theirsWritten).toBe(written[other(s2)]);
            expect(view.theirs !== null).toBe(written[other(s2)] && revealed());
            expect(view.mine !== null).toBe(written[s2]);
            expect(view.canReview).toBe(!written[s2] && !closed());
          }
        }
        const rows = await t.db.select().from(reviews).where(eq(reviews.contractId, contractId));
        expect(rows.length).toBe(Number(written.company) + Number(written.freelancer));
      }),
      { numRuns: Number(process.env.REVIEW_PROPERTY_RUNS ?? 12) },
    );
  }, 240_000);
});
