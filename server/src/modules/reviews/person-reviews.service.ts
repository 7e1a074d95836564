import type { ReviewSide } from '@kaamyaab/shared-api/contract';
import { newestCursor } from '../../lib/keyset-cursor';
import { readKeysetPage } from '../../lib/keyset-page';
import type { ReviewSettings, ReviewsContext } from './reviews.context';
import { personAverages, personReviewRows, type PersonReviewRow } from './reviews.repository';

/**
 * A person's reviews for later use (scores, public profiles): newest first, with the count and
 * the averages. Anyone signed in reads the revealed ones, which will be public with the profiles;
 * an admin reads every one, with the private ratings (the route decides which is asked for).
 */
export async function readPersonReviews(
  ctx: Pick<ReviewsContext, 'db'> & { settings: Pick<ReviewSettings, 'now'> },
  who: { side: ReviewSide; accountId: string },
  page: { limit: number; after?: string },
  revealedOnly: boolean,
) {
  const now = ctx.settings.now();
  const query = { ...who, now, revealedOnly };
  const [summary, reviews] = await Promise.all([
    personAverages(ctx.db, query),
    readKeysetPage(
      page,
      ({ limit, after }) => personReviewRows(ctx.db, { ...query, limit, after }),
      newestCursor((row: PersonReviewRow) => row.review),
    ),
  ]);
  return { summary, reviews };
}
