import fs from 'node:fs';

const DAY_MS = 86_400_000;

/** Lets days pass on the server's clock (the journeys' server reads it from this file). */
export function moveServerClock(days: number) {
  fs.writeFileSync(process.env.E2E_CLOCK_FILE as string, String(days * DAY_MS));
}

/** Gives the next journeys today again: the clock is the whole run's server's. */
export const resetServerClock = () =>
  fs.rmSync(process.env.E2E_CLOCK_FILE as string, { force: true });
