import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { repeatingTask, type RepeatingTask } from '../../lib/repeating-task';
import type { MailTransport } from './mail-transport';
import {
  claimRun,
  deleteGivenUpEmails,
  deleteReadNotifications,
  deleteSentEmails,
} from './retention.repository';

export interface RetentionOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Forgets the copies it kept (.eml files without SMTP_URL). */
  transport: MailTransport;
  emailRetentionDays: number;
  notificationRetentionDays: number;
  /** The clock, so tests move time instead of waiting. */
  now?: () => Date;
  /** Rows per delete statement: each holds its locks briefly. */
  batch?: number;
}

/** What one run did; `claimed` false when another process has the run of this period. */
export interface RetentionReport {
  claimed: boolean;
  emails: number;
  notifications: number;
  files: number;
}

export type RetentionSweep = RepeatingTask<RetentionReport>;

const DAY_MS = 24 * 3_600_000;
/** Every process looks this often; one of them prunes. */
const EVERY_MS = 3_600_000;
/** After a start, so a fleet restarting together does not sweep at its busiest moment. */
const FIRST_RUN_MS = 60_000;
const RUN_NAME = 'retention';

type DeleteBatch = (db: Database, before: Date, batch: number) => Promise<number>;

/**
 * Prunes what the product no longer needs (decision 015): emails `emailRetentionDays` after
 * they were sent or given up, notifications `notificationRetentionDays` after they were read.
 * Every process runs the timer; the database rows are pruned by the one that claims the hour's
 * run. Each process forgets its own .eml files, as processes may not share a DATA_DIR.
 */
export function createRetentionSweep(options: RetentionOptions): RetentionSweep {
  const { db, log, transport, now = () => new Date(), batch = 1000 } = options;
  /** Deletes in batches until a batch comes back short; answers how many in all. */
  async function drain(deleteSome: DeleteBatch, before: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await deleteSome(db, before, batch);
      total += deleted;
      if (deleted < batch) return total;
    }
  }

  async function runOnce(): Promise<RetentionReport> {
    const at = now();
    const emailsBefore = new Date(at.getTime() - options.emailRetentionDays * DAY_MS);
    const readBefore = new Date(at.getTime() - options.notificationRetentionDays * DAY_MS);
    const files = await transport.forget(emailsBefore);
    const report = { claimed: false, emails: 0, notifications: 0, files };
    if (!(await claimRun(db, RUN_NAME, at, EVERY_MS))) return report;
    report.claimed = true;
    report.emails =
      (await drain(deleteSentEmails, emailsBefore)) +
      (await drain(deleteGivenUpEmails, emailsBefore));
    report.notifications = await drain(deleteReadNotifications, readBefore);
    if (report.emails + report.notifications + files > 0) log.info(report, 'retention sweep');
    return report;
  }

  return repeatingTask({
    what: 'the retention sweep',
    log,
    everyMs: EVERY_MS,
    firstMs: FIRST_RUN_MS,
    runOnce,
  });
}
