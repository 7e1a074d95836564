import {
  allReviewAspects,
  reviewAspects,
  type ReviewRatings,
  type ReviewSide,
  type SubmitReviewBody,
} from '@kaamyaab/shared-api/contract';
import type { Transaction } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../../lib/service-context';
import { announce, reviewNotice, type Told } from '../notifications';
import { DAY_MS, pakistanDay, type ReviewSettings, type ReviewsContext } from './reviews.context';
import { otherSide, partyId, partyName, reviewerSide } from './reviews.policy';
import {
  findReviewedContract,
  findWindow,
  insertReview,
  insertWindow,
  lockWindow,
  markRevealed,
  reviewsOfContract,
  setReply,
  type ReviewedContract,
  type ReviewRow,
  type WindowRow,
} from './reviews.repository';

/**
 * Two-way reviews of an ended contract (docs/decisions/030-reviews.md). A contract's window row
 * is locked by every write, so its two reviews and its reveal are decided one at a time: the
 * second review reveals both in its own transaction, and a racing double submit writes one.
 */

export interface WindowState {
  state: 'notOpen' | 'open' | 'closed';
  closesAt: Date | null;
  revealed: boolean;
}

/** Where a contract's window stands at `now`: the stored window, else what it would be. */
export function windowState(
  contract: ReviewedContract,
  window: WindowRow | undefined,
  settings: ReviewSettings,
  now: Date,
): WindowState {
  if (contract.status !== 'ended' || !contract.released || !contract.endedAt)
    return { state: 'notOpen', closesAt: null, revealed: false };
  const closesAt =
    window?.closesAt ?? new Date(contract.endedAt.getTime() + settings.windowDays * DAY_MS);
  const closed = now.getTime() >= closesAt.getTime();
  return {
    state: closed ? 'closed' : 'open',
    closesAt,
    revealed: closed || Boolean(window?.revealedAt),
  };
}

export interface ContractReviewsView {
  contract: ReviewedContract;
  side: ReviewSide;
  window: WindowState;
  mine: ReviewRow | undefined;
  theirs: ReviewRow | undefined;
}

async function contractOf(db: ReviewsContext['db'] | Transaction, contractId: string) {
  if (!isUuid(contractId)) throw new ApiError('contractNotFound');
  const contract = await findReviewedContract(db, contractId);
  if (!contract) throw new ApiError('contractNotFound');
  return contract;
}

export async function readContractReviews(
  ctx: ReviewsContext,
  actor: Actor,
  contractId: string,
): Promise<ContractReviewsView> {
  const contract = await contractOf(ctx.db, contractId);
  const side = reviewerSide(contract, actor);
  const [window, rows] = await Promise.all([
    findWindow(ctx.db, contractId),
    reviewsOfContract(ctx.db, contractId),
  ]);
  return {
    contract,
    side,
    window: windowState(contract, window, ctx.settings, ctx.settings.now()),
    mine: rows.find((row) => row.authorSide === side),
    theirs: rows.find((row) => row.authorSide !== side),
  };
}

/**
 * Opens a contract's window if no one has, telling both parties until when they may review.
 * Called by the sweep after the end, and by the first review if the sweep has not run yet.
 */
export async function openWindow(
  tx: Transaction,
  contract: ReviewedContract,
  settings: ReviewSettings,
): Promise<Told[]> {
  if (!contract.endedAt) return [];
  const closesAt = new Date(contract.endedAt.getTime() + settings.windowDays * DAY_MS);
  const opened = await insertWindow(tx, {
    contractId: contract.id,
    companyId: contract.companyId,
    freelancerId: contract.freelancerId,
    endedAt: contract.endedAt,
    closesAt,
  });
  if (!opened) return [];
  return tellBoth(tx, contract, 'reviewOpen', { closesDay: pakistanDay(closesAt) });
}

export async function tellBoth(
  tx: Transaction,
  contract: ReviewedContract,
  kind: 'reviewOpen' | 'reviewsRevealed',
  facts: Record<string, string> = {},
): Promise<Told[]> {
  const told: Told[] = [];
  for (const side of ['company', 'freelancer'] as const) {
    const one = await tellSide(tx, contract, side, kind, facts);
    if (one) told.push(one);
  }
  return told;
}

function tellSide(
  tx: Transaction,
  contract: ReviewedContract,
  to: ReviewSide,
  kind: 'reviewOpen' | 'reviewWritten' | 'reviewsRevealed',
  facts: Record<string, string> = {},
): Promise<Told | null> {
  return reviewNotice(tx, {
    kind,
    recipient: { type: to, id: partyId(contract, to) },
    contractId: contract.id,
    facts: { title: contract.title, otherName: partyName(contract, otherSide(to)), ...facts },
  });
}

/** The author's side's three ratings, and none of the other side's. */
function checkRatings(side: ReviewSide, ratings: ReviewRatings) {
  const own: readonly string[] = reviewAspects[side];
  for (const aspect of allReviewAspects) {
    const given = ratings[aspect] !== undefined;
    if (given !== own.includes(aspect)) throw new ApiError('reviewRatingsWrong');
  }
}

/**
 * A party reviews the other, once. No edits afterwards: a review changed after the other's is
 * read would be an answer to it (a revenge edit), and revealing both at once is what keeps each
 * honest. A retry with the same key is answered as the first request was.
 */
export async function submitReview(
  ctx: ReviewsContext,
  actor: Actor,
  contractId: string,
  body: SubmitReviewBody,
): Promise<ContractReviewsView> {
  const contract = await contractOf(ctx.db, contractId);
  const side = reviewerSide(contract, actor);
  checkRatings(side, body.ratings);
  const now = ctx.settings.now();
  const told: Told[] = [];
  await ctx.db.transaction(async (tx) => {
    if (contract.status !== 'ended') throw new ApiError('contractNotEnded');
    if (!contract.released) throw new ApiError('noMoneyReleased');
    const expected = windowState(contract, undefined, ctx.settings, now);
    if (expected.state === 'open') told.push(...(await openWindow(tx, contract, ctx.settings)));
    const window = await lockWindow(tx, contract.id);
    const rows = await reviewsOfContract(tx, contract.id);
    const earlier = rows.find((row) => row.authorSide === side);
    if (earlier) {
      if (earlier.requestKey === body.idempotencyKey) return;
      throw new ApiError('alreadyReviewed');
    }
    if (!window || windowState(contract, window, ctx.settings, now).state !== 'open')
      throw new ApiError('reviewWindowClosed');
    const written = await insertReview(tx, {
      contractId: contract.id,
      authorSide: side,
      authorId: actor.id,
      subjectId: partyId(contract, otherSide(side)),
      overall: body.overall,
      quality: body.ratings.quality ?? null,
      communication: body.ratings.communication!,
      deadlines: body.ratings.deadlines ?? null,
      clarity: body.ratings.clarity ?? null,
      payingOnTime: body.ratings.payingOnTime ?? null,
      body: body.text,
      privateRating: body.privateRating,
      requestKey: body.idempotencyKey,
    });
    // The window's lock makes this unreachable; the unique index is the last word all the same.
    if (!written) throw new ApiError('alreadyReviewed');
    if (rows.some((row) => row.authorSide !== side)) {
      await markRevealed(tx, contract.id, now);
      told.push(...(await tellBoth(tx, contract, 'reviewsRevealed')));
    } else {
      const one = await tellSide(tx, contract, otherSide(side), 'reviewWritten');
      if (one) told.push(one);
    }
  });
  announce(ctx.bus, told);
  return readContractReviews(ctx, actor, contractId);
}

/** The person reviewed answers once, in public, once both reviews are shown. */
export async function replyToReview(
  ctx: ReviewsContext,
  actor: Actor,
  contractId: string,
  text: string,
): Promise<ContractReviewsView> {
  const contract = await contractOf(ctx.db, contractId);
  const side = reviewerSide(contract, actor);
  await ctx.db.transaction(async (tx) => {
    const window = await lockWindow(tx, contract.id);
    const rows = window ? await reviewsOfContract(tx, contract.id) : [];
    const aboutMe = rows.find((row) => row.authorSide !== side);
    if (!aboutMe) throw new ApiError('noReviewToReply');
    if (!windowState(contract, window, ctx.settings, ctx.settings.now()).revealed)
      throw new ApiError('reviewNotRevealed');
    if (!(await setReply(tx, aboutMe.id, text))) throw new ApiError('alreadyReplied');
  });
  return readContractReviews(ctx, actor, contractId);
}
