import {
  onTimeShare,
  REVIEWS_PAGE_DEFAULT,
  scoreOf,
  splitSkills,
  type BadgeKind,
  type MyScoreDto,
  type PublicProfileDto,
  type ReputationDto,
  type ReviewSide,
  type ScoreResult,
} from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../../lib/service-context';
import { fileUrl } from '../files';
import { partiesWhoFundedEscrow } from '../ledger';
import { presentPersonReviews, readPersonReviews } from '../reviews';
import {
  approvedAmong,
  completedContractCount,
  findPublicAccount,
  scoredContractRows,
  type ScoredContractRow,
} from './reputation.repository';

/** Scores by the published formula, badges and public profiles (docs/decisions/032-reputation.md). */

const asFacts = (row: ScoredContractRow) => ({
  contractId: row.contractId,
  title: row.title,
  endedAt: row.endedAt,
  releasedPaisa: row.releasedPaisa,
  disputed: row.disputed,
  onTime: onTimeShare(row.onTimeInTime, row.onTimeCounted),
  stars: row.stars,
  privateRating: row.privateRating,
});

async function scoresOf(
  db: Database,
  side: ReviewSide,
  accountIds: readonly string[],
  now: Date,
): Promise<Map<string, ScoreResult>> {
  const rows = await scoredContractRows(db, side, accountIds, now);
  return new Map(
    accountIds.map((id) => [
      id,
      scoreOf(rows.filter((row) => row.accountId === id).map(asFacts), now),
    ]),
  );
}

/** What the platform checked: the identity with the documents, and for a company its paying. */
async function badgesOf(db: Database, side: ReviewSide, accountIds: readonly string[]) {
  const [approved, funded] = await Promise.all([
    approvedAmong(db, side, accountIds),
    side === 'company' ? partiesWhoFundedEscrow(db, accountIds) : new Set<string>(),
  ]);
  const identity: BadgeKind = side === 'freelancer' ? 'identityVerified' : 'ntnVerified';
  return (id: string): BadgeKind[] => [
    ...(approved.has(id) ? [identity] : []),
    ...(funded.has(id) ? (['paymentVerified'] as const) : []),
  ];
}

/** Score and badges of many accounts at once, for the lists that show them (Find Talent, applicants). */
export async function reputationsOf(
  db: Database,
  side: ReviewSide,
  accountIds: readonly string[],
  now: Date,
): Promise<Map<string, ReputationDto>> {
  const unique = [...new Set(accountIds)];
  const [scores, badges] = await Promise.all([
    scoresOf(db, side, unique, now),
    badgesOf(db, side, unique),
  ]);
  return new Map(
    unique.map((id) => {
      const { score, counted } = scores.get(id)!;
      return [id, { score, counted, badges: badges(id) }];
    }),
  );
}

/** The name and bio of an account with a public page, or undefined: what a page's head says. */
export async function publicAccountOf(db: Database, side: ReviewSide, accountId: string) {
  return isUuid(accountId) ? findPublicAccount(db, side, accountId) : undefined;
}

/** An approved, open account's public page; any other is not found, as if it did not exist. */
export async function publicProfile(
  db: Database,
  side: ReviewSide,
  accountId: string,
  now: Date,
): Promise<PublicProfileDto> {
  const account = await publicAccountOf(db, side, accountId);
  if (!account) throw new ApiError('profileNotFound');
  const [reputations, contractsCompleted, reviews] = await Promise.all([
    reputationsOf(db, side, [accountId], now),
    completedContractCount(db, side, accountId),
    readPersonReviews(
      { db, settings: { now: () => now } },
      { side, accountId },
      { limit: REVIEWS_PAGE_DEFAULT },
      true,
    ),
  ]);
  return {
    id: account.id,
    side,
    name: account.name,
    bio: account.bio,
    skills: splitSkills(account.skills),
    avatar: fileUrl(account.avatarFileId),
    memberSince: account.createdAt.toISOString(),
    contractsCompleted,
    reputation: reputations.get(accountId)!,
    reviews: presentPersonReviews(reviews),
  };
}

/** How each of the caller's contracts counted; the private ratings only as their rounded band. */
export async function myScore(db: Database, actor: Actor, now: Date): Promise<MyScoreDto> {
  const side: ReviewSide = actor.type === 'company' ? 'company' : 'freelancer';
  const result = (await scoresOf(db, side, [actor.id], now)).get(actor.id)!;
  return {
    side,
    ...result,
    contracts: result.contracts
      .toSorted((a, b) => b.endedAt.getTime() - a.endedAt.getTime())
      .map((row) => ({ ...row, endedAt: row.endedAt.toISOString() })),
  };
}
