import * as z from 'zod/mini';
import { PersonReviewsPage, reviewSides } from './reviews';
import { onFirstUse } from './on-first-use';

/**
 * Scores with a published formula (docs/decisions/032-reputation.md). The formula is written
 * here once, as plain arithmetic without imports of its own: the server scores by it and the
 * public page "How scores work" works its example through it, so the page cannot describe a
 * formula other than the one in use.
 */

/** Fewer counted contracts than this show "no score yet". */
export const SCORE_MIN_CONTRACTS = 3;
/** A contract's weight halves every this many days after it ended. */
export const SCORE_HALF_LIFE_DAYS = 365;
/** The share of a contract's outcome each part takes: public rating, on time, no dispute. */
export const SCORE_PARTS = { rating: 0.4, onTime: 0.3, noDispute: 0.3 } as const;
/** The share of the score the private ratings take, once there are enough of them. */
export const SCORE_PRIVATE_SHARE = 0.15;
/** The private ratings count only from this many on, and only as their rounded average. */
export const SCORE_PRIVATE_MIN = 3;
/** A contract whose review of the person was never written counts as this many stars. */
export const SCORE_MISSING_STARS = 3;

const DAY_MS = 86_400_000;

/** What one ended contract brings to its party's score. */
export interface ScoredContractFacts {
  contractId: string;
  title: string;
  endedAt: Date;
  /** Paisa released to the freelancer from the contract, before the fee. */
  releasedPaisa: number;
  disputed: boolean;
  /** The part of the contract done on time, from 0 to 1 (see onTimeShare). */
  onTime: number;
  /** The public overall stars the other party gave, or null when it wrote no review. */
  stars: number | null;
  /** The other party's private rating, 0 to 10, or null. Read by the formula only. */
  privateRating: number | null;
}

/** The measures of being on time: done in time out of those that count; none counts as all. */
export const onTimeShare = (inTime: number, counted: number) =>
  counted === 0 ? 1 : inTime / counted;

export const recencyOf = (endedAt: Date, now: Date) =>
  0.5 ** (Math.max(0, now.getTime() - endedAt.getTime()) / DAY_MS / SCORE_HALF_LIFE_DAYS);

/** Larger contracts weigh more, by the tens of rupees: Rs 1,000 weighs 3, Rs 100,000 weighs 5. */
export const sizeOf = (releasedPaisa: number) => Math.log10(1 + releasedPaisa / 100);

export const outcomeOf = (facts: Pick<ScoredContractFacts, 'disputed' | 'onTime' | 'stars'>) =>
  SCORE_PARTS.rating * (((facts.stars ?? SCORE_MISSING_STARS) - 1) / 4) +
  SCORE_PARTS.onTime * facts.onTime +
  SCORE_PARTS.noDispute * (facts.disputed ? 0 : 1);

/** The private ratings' average out of 10, as a share, to the nearest quarter. */
export const privateBandOf = (ratings: readonly number[]) =>
  Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length / 10) * 4) / 4;

/** How one contract counted: its facts without the private rating, its outcome and weight. */
export interface ContractCount extends Omit<ScoredContractFacts, 'privateRating'> {
  outcome: number;
  recency: number;
  size: number;
  weight: number;
}

export interface ScoreResult {
  /** 0 to 100, or null under SCORE_MIN_CONTRACTS counted contracts. */
  score: number | null;
  counted: number;
  /** The weighted average of the outcomes, 0 to 1. */
  publicPart: number | null;
  /** The private ratings' band when they count, else null (they then move nothing). */
  privateBand: number | null;
  privateCount: number;
  contracts: ContractCount[];
}

/**
 * The score: the outcomes of the counted contracts averaged by weight (recency × size), blended
 * with the private ratings' rounded average when there are enough of them, out of 100.
 */
export function scoreOf(facts: readonly ScoredContractFacts[], now: Date): ScoreResult {
  const contracts = facts.map((fact) => {
    const recency = recencyOf(fact.endedAt, now);
    const size = sizeOf(fact.releasedPaisa);
    const { privateRating: _private, ...shown } = fact;
    return {
      ...shown,
      outcome: outcomeOf(fact),
      recency,
      size,
      weight: recency * size,
    };
  });
  const totalWeight = contracts.reduce((sum, row) => sum + row.weight, 0);
  const publicPart =
    totalWeight > 0
      ? contracts.reduce((sum, row) => sum + row.weight * row.outcome, 0) / totalWeight
      : null;
  const privateRatings = facts.flatMap((fact) =>
    fact.privateRating === null ? [] : [fact.privateRating],
  );
  const privateBand =
    privateRatings.length >= SCORE_PRIVATE_MIN ? privateBandOf(privateRatings) : null;
  const blended =
    publicPart === null
      ? null
      : privateBand === null
        ? publicPart
        : (1 - SCORE_PRIVATE_SHARE) * publicPart + SCORE_PRIVATE_SHARE * privateBand;
  return {
    score:
      blended === null || contracts.length < SCORE_MIN_CONTRACTS ? null : Math.round(100 * blended),
    counted: contracts.length,
    publicPart,
    privateBand,
    privateCount: privateRatings.length,
    contracts,
  };
}

// Answers

/** What the platform has checked about an account, shown as badges. */
export const badgeKinds = ['identityVerified', 'ntnVerified', 'paymentVerified'] as const;
export type BadgeKind = (typeof badgeKinds)[number];

export const ReputationDto = onFirstUse(() =>
  z.object({
    /** 0 to 100, or null: "no score yet". */
    score: z.nullable(z.number()),
    /** The contracts the score counts (ended with money released, reviews shown). */
    counted: z.number(),
    badges: z.array(z.enum(badgeKinds)),
  }),
);
export type ReputationDto = z.infer<typeof ReputationDto>;

/** Any text: an id that names no public account, well formed or not, is not found. */
export const PublicProfileParams = onFirstUse(() => z.object({ accountId: z.string() }));

/** A freelancer's or company's public page: never an email, phone, CNIC, NTN or bank account. */
export const PublicProfileDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    side: z.enum(reviewSides),
    name: z.string(),
    bio: z.string(),
    /** A freelancer's skills; a company has none. */
    skills: z.array(z.string()),
    avatar: z.nullable(z.string()),
    memberSince: z.string(),
    /** Contracts ended with money released. */
    contractsCompleted: z.number(),
    reputation: ReputationDto,
    reviews: PersonReviewsPage,
  }),
);
export type PublicProfileDto = z.infer<typeof PublicProfileDto>;

export const ScoredContractDto = onFirstUse(() =>
  z.object({
    contractId: z.string(),
    title: z.string(),
    endedAt: z.string(),
    releasedPaisa: z.number(),
    disputed: z.boolean(),
    onTime: z.number(),
    stars: z.nullable(z.number()),
    outcome: z.number(),
    recency: z.number(),
    size: z.number(),
    weight: z.number(),
  }),
);
export type ScoredContractDto = z.infer<typeof ScoredContractDto>;

/**
 * How a party's own score came about: each counted contract's parts and weight, and the private
 * ratings only as one rounded band over several (never one contract's).
 */
export const MyScoreDto = onFirstUse(() =>
  z.object({
    side: z.enum(reviewSides),
    score: z.nullable(z.number()),
    counted: z.number(),
    publicPart: z.nullable(z.number()),
    privateBand: z.nullable(z.number()),
    privateCount: z.number(),
    contracts: z.array(ScoredContractDto),
  }),
);
export type MyScoreDto = z.infer<typeof MyScoreDto>;
