import fs from 'node:fs';

/** Where the services that act on time (the automatic release, its reminders) read the time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system's time moved forward by the milliseconds written in `file` (absent or unreadable:
 * not moved). The browser journeys run the built server as a separate process; this is how they
 * let seven days pass in a second. Read again only when the file changes.
 */
export function offsetFileClock(file: string): Clock {
  let seen = { mtimeMs: Number.NaN, offsetMs: 0 };
  return {
    now() {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) return new Date();
      if (stat.mtimeMs !== seen.mtimeMs) {
        const offsetMs = Number(fs.readFileSync(file, 'utf8').trim());
        seen = { mtimeMs: stat.mtimeMs, offsetMs: Number.isSafeInteger(offsetMs) ? offsetMs : 0 };
      }
      return new Date(Date.now() + seen.offsetMs);
    },
  };
}

/** The clock a server runs on: the system's, unless its configuration names an offset file. */
export const clockFor = (config: { TEST_CLOCK_OFFSET_FILE?: string }): Clock =>
  config.TEST_CLOCK_OFFSET_FILE ? offsetFileClock(config.TEST_CLOCK_OFFSET_FILE) : systemClock;
