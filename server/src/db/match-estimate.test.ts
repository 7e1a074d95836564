import { expectedMatches } from './match-estimate';

/** What PostgreSQL's statistics say of 1,000 rows, as the estimate reads them. */
const statistics = {
  rows: 1_000,
  words: new Map([
    ['design', 0.3],
    ['designer', 0.1],
    ['react', 0.05],
  ]),
  skills: new Map([
    ['figma', 0.2],
    ['flutter', 0.9],
  ]),
};

describe('expectedMatches', () => {
  it('adds up every common word a prefix begins', () => {
    expect(expectedMatches(statistics, { q: 'Design', skills: [] })).toBeCloseTo(400);
    expect(expectedMatches(statistics, { q: 'designe', skills: [] })).toBeCloseTo(100);
  });

  it('is bounded by the rarest word, since every word must match', () => {
    expect(expectedMatches(statistics, { q: 'design react', skills: [] })).toBeCloseTo(50);
    expect(expectedMatches(statistics, { q: 'design pharmacy', skills: [] })).toBe(0);
  });

  it('adds the skills, any of which may match, up to every job', () => {
    expect(expectedMatches(statistics, { q: undefined, skills: ['figma'] })).toBeCloseTo(200);
    expect(expectedMatches(statistics, { q: undefined, skills: ['figma', 'flutter'] })).toBe(1_000);
    expect(expectedMatches(statistics, { q: 'react', skills: ['figma'] })).toBeCloseTo(50);
  });

  it('expects nothing of a search without words or skills', () => {
    expect(expectedMatches(statistics, { q: undefined, skills: [] })).toBeUndefined();
    expect(expectedMatches(statistics, { q: '*&|', skills: [] })).toBeUndefined();
  });
});
