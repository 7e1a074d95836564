import fc from 'fast-check';
import { reconnectDelay, retryAfterMs } from './reconnect-delay';

describe('the live stream’s reconnection delay', () => {
  it('lies in the upper half of a window that doubles from a second up to a minute', () => {
    const windows = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000];
    windows.forEach((window, failures) => {
      expect(reconnectDelay(failures, 0, 0)).toBe(window / 2);
      expect(reconnectDelay(failures, 0, 0.999_999)).toBeCloseTo(window, -1);
    });
    fc.assert(
      fc.property(
        fc.nat(40),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (failures, r) => {
          const window = Math.min(60_000, 1_000 * 2 ** failures);
          const delay = reconnectDelay(failures, 0, r);
          return delay >= window / 2 && delay <= window;
        },
      ),
    );
  });

  it('waits at least what the server asked, spread up to half as long again', () => {
    fc.assert(
      fc.property(
        fc.nat(10),
        fc.integer({ min: 1, max: 3_600_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (failures, asked, r) => {
          const delay = reconnectDelay(failures, asked, r);
          return delay >= asked && delay <= Math.max(asked * 1.5, 60_000);
        },
      ),
    );
    expect(reconnectDelay(0, 5_000, 0)).toBe(5_000);
    expect(reconnectDelay(0, 5_000, 0.5)).toBe(6_250);
  });

  it('reads Retry-After in seconds or as a date, and nothing else', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5_000);
    expect(retryAfterMs(' 120 ', now)).toBe(120_000);
    expect(retryAfterMs('Sun, 01 Mar 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('', now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-3', now)).toBeNull();
  });
});
