/*
 * Scores and badges as the views read them (shared-ui knows no API): the contract's DTOs fit
 * these shapes (docs/decisions/032-reputation.md).
 */

export type BadgeName = 'identityVerified' | 'ntnVerified' | 'paymentVerified';

export interface ReputationView {
  score: number | null;
  counted: number;
  badges: readonly BadgeName[];
}

export interface ScoredContractView {
  contractId: string;
  title: string;
  endedAt: string;
  releasedPaisa: number;
  disputed: boolean;
  onTime: number;
  stars: number | null;
  outcome: number;
  weight: number;
}

export interface ScoreBreakdownView {
  score: number | null;
  publicPart: number | null;
  privateBand: number | null;
  privateCount: number;
  contracts: readonly ScoredContractView[];
}
