import type { EventBus } from '../../lib/event-bus';
import type { ServiceContext } from '../../lib/service-context';

/** What the disputes' services need besides the database: the bus, the deadline, the clock. */
export interface DisputeSettings {
  /** Days the other party has to answer (`DISPUTE_ANSWER_DAYS`). */
  answerDays: number;
  /** The server's clock (lib/clock.ts), so tests and journeys move time instead of waiting. */
  now: () => Date;
}

export interface DisputesContext extends ServiceContext {
  bus: EventBus;
  settings: DisputeSettings;
}

export const DAY_MS = 86_400_000;
