/**
 * Pakistan's time for statements: UTC+05:00 all year (no daylight saving since 2009), so a fixed
 * offset is exact and needs no time-zone data, on the server or in the embedded database.
 */
const KARACHI_OFFSET_MS = 5 * 60 * 60 * 1000;

/** The instant the calendar month of `now` began in Pakistan. */
export function karachiMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + KARACHI_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - KARACHI_OFFSET_MS);
}

/** `2026-11-27 19:05` as a clock in Pakistan shows it. */
export function karachiDateTime(at: Date): string {
  return new Date(at.getTime() + KARACHI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
