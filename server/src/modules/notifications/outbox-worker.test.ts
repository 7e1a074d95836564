import { retryDelaySeconds } from './outbox-worker';

describe('the wait before an email is tried again', () => {
  it('doubles from 30 s to at most an hour, each wait drawn from its upper half', () => {
    const lowest = () => 0;
    const highest = () => 0.999_999;
    expect([1, 2, 3, 8, 20].map((attempts) => retryDelaySeconds(attempts, lowest))).toEqual([
      15, 30, 60, 1800, 1800,
    ]);
    expect([1, 2, 3, 8, 20].map((attempts) => retryDelaySeconds(attempts, highest))).toEqual([
      30, 60, 120, 3600, 3600,
    ]);
  });

  it('spreads emails refused together, so they are not all tried again at once', () => {
    const waits = new Set(Array.from({ length: 50 }, () => retryDelaySeconds(6)));
    expect(waits.size).toBeGreaterThan(10);
  });
});
