import type { FastifyInstance } from 'fastify';
import { repeatingTask } from '../../lib/repeating-task';
import { announce, type Told } from '../notifications';
import type { ReviewsContext } from './reviews.context';
import {
  claimClosedWindows,
  contractsToOpen,
  findReviewedContract,
  markClosedTold,
  reviewsOfContract,
} from './reviews.repository';
import { openWindow, tellBoth } from './reviews.service';

/**
 * The reviews' clock (docs/decisions/030-reviews.md): opens the window of each contract that
 * ended with money released (telling both parties until when they may review) and, once a
 * window closes with one review, tells both it is shown. What a page shows never waits for it:
 * a closed window reveals by its time alone. Rows are claimed as the release sweep claims them,
 * and each notice is keyed, so several processes sweeping tell each person once.
 */

const BATCH = 100;

export interface ReviewSweepReport {
  opened: number;
  closed: number;
}

export async function sweepReviewWindows(
  ctx: ReviewsContext,
  now: Date,
): Promise<ReviewSweepReport> {
  const told: Told[] = [];
  let opened = 0;
  let closed = 0;
  const toOpen = await ctx.db.transaction((tx) =>
    contractsToOpen(tx, now, ctx.settings.windowDays, BATCH),
  );
  for (const { id } of toOpen) {
    await ctx.db.transaction(async (tx) => {
      const contract = await findReviewedContract(tx, id);
      if (!contract) return;
      const opening = await openWindow(tx, contract, ctx.settings);
      if (opening.length > 0) opened += 1;
      told.push(...opening);
    });
  }
  await ctx.db.transaction(async (tx) => {
    for (const window of await claimClosedWindows(tx, now, BATCH)) {
      await markClosedTold(tx, window.contractId, now);
      closed += 1;
      const written = await reviewsOfContract(tx, window.contractId);
      if (written.length === 0) continue;
      const contract = await findReviewedContract(tx, window.contractId);
      if (contract) told.push(...(await tellBoth(tx, contract, 'reviewsRevealed')));
    }
  });
  announce(ctx.bus, told);
  if (opened + closed > 0) ctx.log.info({ opened, closed }, 'review sweep');
  return { opened, closed };
}

/** Runs the sweep every `everyMs` while the server listens; tests call `sweepReviewWindows`. */
export function startReviewSweep(app: FastifyInstance, ctx: ReviewsContext, everyMs: number) {
  const sweep = repeatingTask({
    what: 'the review sweep',
    log: ctx.log,
    everyMs,
    runOnce: () => sweepReviewWindows(ctx, ctx.settings.now()),
  });
  app.addHook('onListen', async () => sweep.start());
  app.addHook('onClose', () => sweep.stop());
}
