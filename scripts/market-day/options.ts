import { parseArgs } from 'node:util';

/** `npm run market-day -- --processes 2 --seconds 60 --users 16`: what one run plays. */
export interface DayOptions {
  processes: 1 | 2;
  seconds: number;
  users: number;
  /** Serial repetitions of each action for its statement count, after the day. */
  reps: number;
  seed: number;
  market: { companies: number; freelancers: number; jobs: number; applications: number };
  /** Logged in at the start and acting all day: the freelancers never seeded with applications. */
  people: { freelancers: number; companies: number };
}

const whole = (name: string, text: string, min: number, max: number) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} is a whole number from ${min} to ${max}, not ${text}`);
  return value;
};

export function parseDayOptions(args: string[]): DayOptions {
  const { values } = parseArgs({
    args,
    options: {
      processes: { type: 'string', default: '2' },
      seconds: { type: 'string', default: '60' },
      users: { type: 'string', default: '16' },
      reps: { type: 'string', default: '10' },
      seed: { type: 'string', default: '1' },
      jobs: { type: 'string', default: '6000' },
      freelancers: { type: 'string', default: '120' },
      companies: { type: 'string', default: '24' },
    },
  });
  const processes = whole('processes', values.processes, 1, 2) as 1 | 2;
  const jobs = whole('jobs', values.jobs, 100, 1_000_000);
  const freelancers = whole('freelancers', values.freelancers, 2, 2_000);
  const companies = whole('companies', values.companies, 1, 500);
  return {
    processes,
    seconds: whole('seconds', values.seconds, 5, 3_600),
    users: whole('users', values.users, 1, 500),
    reps: whole('reps', values.reps, 1, 100),
    seed: whole('seed', values.seed, 0, 2 ** 31),
    // A market of a few years: ten applications a job, fifty jobs a company; the acting people
    // are a slice of it.
    market: {
      companies: Math.max(companies, Math.ceil(jobs / 50)),
      freelancers: Math.max(freelancers * 10, Math.ceil(jobs / 2)),
      jobs,
      applications: jobs * 10,
    },
    people: { freelancers, companies },
  };
}
