import { describe, expect, it } from '@jest/globals';
import { roundTripsPerRequest } from './round-trips.mjs';

describe('roundTripsPerRequest', () => {
  it('divides the committed transactions by the requests, less the counting read', () => {
    // 100 requests of one session check and one page query, and the first read of the count.
    expect(roundTripsPerRequest({ before: 5000, after: 5201, requests: 100 })).toBe(2);
    expect(roundTripsPerRequest({ before: 5000, after: 5101, requests: 100 })).toBe(1);
  });

  it('answers fractions when only some requests reach the database', () => {
    expect(roundTripsPerRequest({ before: 10, after: 36, requests: 100 })).toBe(0.25);
  });

  it('answers 0, not less, when no request reached the database', () => {
    expect(roundTripsPerRequest({ before: 10, after: 11, requests: 100 })).toBe(0);
    expect(roundTripsPerRequest({ before: 10, after: 10, requests: 100 })).toBe(0);
  });

  it('needs at least one request', () => {
    expect(() => roundTripsPerRequest({ before: 1, after: 2, requests: 0 })).toThrow(
      'Round trips per request need at least one request',
    );
  });
});
