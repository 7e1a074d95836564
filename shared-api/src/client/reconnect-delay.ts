/**
 * When the live stream tries again after it was refused or dropped. Every open dashboard of the
 * market may be refused at the same moment (an overloaded server answers them all 503), so each
 * waits a random part of a window that doubles with every failure in a row: they come back spread
 * out, and ever more rarely while the server keeps refusing. What the server asked for (its
 * Retry-After, or the stream's own `retry:` field) is a floor, spread too, never cut short.
 */
const FIRST_WINDOW_MS = 1_000;
const LONGEST_WINDOW_MS = 60_000;

/**
 * Milliseconds to wait after `failures` failed attempts in a row (0 after a stream that was
 * open), at least `floorMs`. `random` is in [0, 1): the delay lies in the upper half of the
 * window, and between the floor and half as much again.
 */
export function reconnectDelay(failures: number, floorMs: number, random: number): number {
  const window = Math.min(LONGEST_WINDOW_MS, FIRST_WINDOW_MS * 2 ** failures);
  const backoff = window / 2 + (random * window) / 2;
  const asked = floorMs * (1 + random / 2);
  return Math.max(backoff, asked);
}

/** A Retry-After header in milliseconds from `now`: seconds or an HTTP date; null if absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // A date has a day's or a month's name; Date.parse would also take '-3' as a year.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
