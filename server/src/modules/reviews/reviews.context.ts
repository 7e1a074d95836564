import type { EventBus } from '../../lib/event-bus';
import type { ServiceContext } from '../../lib/service-context';

/** What the reviews' services need besides the database: the bus, the window, the clock. */
export interface ReviewSettings {
  windowDays: number;
  /** The server's clock (lib/clock.ts), so tests and journeys move time instead of waiting. */
  now: () => Date;
}

export interface ReviewsContext extends ServiceContext {
  bus: EventBus;
  settings: ReviewSettings;
}

export const DAY_MS = 86_400_000;

/** A day as a person in Pakistan reads it (e.g. "4 Dec 2026"), for the notices. */
export const pakistanDay = (at: Date) =>
  at.toLocaleDateString('en-GB', {
    timeZone: 'Asia/Karachi',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
