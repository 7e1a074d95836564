/**
 * What the virtual users share: the people logged in at the start, the jobs open to them, and
 * the work each step of a deal leaves for the next. An item is taken from its queue before its
 * request is sent, so two virtual users never act on the same one; a refused request drops it.
 * What the API acknowledged is recorded for the checks at the end.
 */
export interface Person {
  email: string;
  cookie: string;
}

export interface OpenJob {
  id: string;
  company: Person;
  /** Places left: the job is filled when its last one is accepted. */
  places: number;
  /** Applications to it in flight: its last place waits until they have landed. */
  applying: number;
}

export interface Application {
  id: string;
  jobId: string;
  freelancer: Person;
  company: Person;
}

export interface Deal {
  contractId: string;
  milestoneId: string;
  amountPaisa: number;
  version: number;
  freelancer: Person;
  company: Person;
  payIn?: { id: string; reference: string };
}

export interface Acknowledged {
  jobs: string[];
  applications: string[];
  accepted: string[];
  messages: string[];
  contracts: string[];
  /** Milestones whose escrow was released, with their amounts. */
  released: { milestoneId: string; amountPaisa: number }[];
  /** Pay-ins an admin confirmed, with their amounts. */
  confirmed: { payInId: string; amountPaisa: number }[];
}

export class Board {
  readonly jobs = new Map<string, OpenJob>();
  readonly applied = new Set<string>();
  readonly pending: Application[] = [];
  readonly conversations: Application[] = [];
  readonly accepted: Application[] = [];
  readonly offered: Deal[] = [];
  readonly unfunded: Deal[] = [];
  readonly awaitingConfirmation: Deal[] = [];
  readonly funded: Deal[] = [];
  readonly submitted: Deal[] = [];
  readonly cursors: string[] = [];
  readonly ack: Acknowledged = {
    jobs: [],
    applications: [],
    accepted: [],
    messages: [],
    contracts: [],
    released: [],
    confirmed: [],
  };
  /** The first refusals, word for word, for the report. */
  readonly refusals: string[] = [];

  constructor(
    readonly freelancers: Person[],
    readonly companies: Person[],
    readonly admin: Record<string, string>,
    /** Jobs anyone may open: the newest of the market. */
    readonly publicJobIds: string[],
    readonly random: () => number,
  ) {}

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  /** Removes and answers a random item of `queue` that `fits`, if any. */
  take<T>(queue: T[], fits: (item: T) => boolean = () => true): T | undefined {
    const start = Math.floor(this.random() * queue.length);
    for (let step = 0; step < queue.length; step += 1) {
      const index = (start + step) % queue.length;
      if (fits(queue[index]!)) return queue.splice(index, 1)[0];
    }
    return undefined;
  }

  refused(what: string, status: number, body: string) {
    if (this.refusals.length < 20) this.refusals.push(`${what}: ${status} ${body.slice(0, 200)}`);
  }
}
