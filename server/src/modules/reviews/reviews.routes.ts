import type { FastifyInstance } from 'fastify';
import {
  adminPersonReviews,
  contractReviews,
  personReviews,
  replyToReview,
  submitReview,
} from '@kaamyaab/shared-api/contract';
import { clockFor } from '../../lib/clock';
import { route } from '../../lib/route';
import type { ServiceContext } from '../../lib/service-context';
import { readPersonReviews } from './person-reviews.service';
import { startReviewSweep } from './review-sweep';
import type { ReviewSettings, ReviewsContext } from './reviews.context';
import {
  presentAdminPersonReviews,
  presentContractReviews,
  presentPersonReviews,
} from './reviews.presenter';
import * as service from './reviews.service';

/** Two-way reviews, revealed together (docs/decisions/030-reviews.md). */
export async function reviewsRoutes(app: FastifyInstance) {
  const settings: ReviewSettings = {
    windowDays: app.config.REVIEW_WINDOW_DAYS,
    now: clockFor(app.config).now,
  };
  const withSettings = (ctx: ServiceContext): ReviewsContext => ({
    db: ctx.db,
    log: ctx.log,
    bus: app.bus,
    settings,
  });
  startReviewSweep(app, withSettings({ db: app.db, log: app.log }), app.config.REVIEW_SWEEP_MS);

  route(app, contractReviews, async ({ params }, ctx) => {
    const view = await service.readContractReviews(withSettings(ctx), ctx.actor, params.contractId);
    return ctx.ok({ reviews: presentContractReviews(view) }, 'Reviews fetched');
  });

  route(app, submitReview, async ({ params, body }, ctx) => {
    const view = await service.submitReview(withSettings(ctx), ctx.actor, params.contractId, body);
    return ctx.ok({ reviews: presentContractReviews(view) }, 'Review sent');
  });

  route(app, replyToReview, async ({ params, body }, ctx) => {
    const view = await service.replyToReview(
      withSettings(ctx),
      ctx.actor,
      params.contractId,
      body.text,
    );
    return ctx.ok({ reviews: presentContractReviews(view) }, 'Reply sent');
  });

  route(app, personReviews, async ({ params, query }, ctx) => {
    const page = await readPersonReviews(withSettings(ctx), params, query, true);
    return ctx.ok(presentPersonReviews(page), 'Reviews fetched');
  });

  route(app, adminPersonReviews, async ({ params, query }, ctx) => {
    const page = await readPersonReviews(withSettings(ctx), params, query, false);
    return ctx.ok(presentAdminPersonReviews(page), 'Reviews fetched');
  });
}
