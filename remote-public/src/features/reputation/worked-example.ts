import { scoreOf, type ScoredContractFacts } from '@kaamyaab/shared-api/contract';

/**
 * The example "How scores work" works through: three contracts scored by the formula the server
 * uses, so the page's figures are the formula's own. Private ratings 9, 7 and 8.
 */
export const EXAMPLE_NOW = new Date('2026-06-01T00:00:00Z');
const daysBefore = (days: number) => new Date(EXAMPLE_NOW.getTime() - days * 86_400_000);

export const exampleContracts = [
  { key: 'shop', days: 0, rupees: 100_000, stars: 5, onTime: 1, disputed: false, privateRating: 9 },
  {
    key: 'logo',
    days: 365,
    rupees: 10_000,
    stars: 4,
    onTime: 0.5,
    disputed: false,
    privateRating: 7,
  },
  { key: 'fix', days: 0, rupees: 1_000, stars: 3, onTime: 1, disputed: true, privateRating: 8 },
] as const;

const facts: ScoredContractFacts[] = exampleContracts.map((row) => ({
  contractId: row.key,
  title: row.key,
  endedAt: daysBefore(row.days),
  releasedPaisa: row.rupees * 100,
  disputed: row.disputed,
  onTime: row.onTime,
  stars: row.stars,
  privateRating: row.privateRating,
}));

export const exampleScore = scoreOf(facts, EXAMPLE_NOW);
