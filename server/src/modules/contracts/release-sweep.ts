import type { FastifyBaseLogger } from 'fastify';
import { repeatingTask, type RepeatingTask } from '../../lib/repeating-task';
import type { Database, Transaction } from '../../db/database';
import type { EventBus } from '../../lib/event-bus';
import { announce, releaseReminder, type Told } from '../notifications';
import { findContract } from './contracts.repository';
import {
  claimDueReleases,
  claimDueReminders,
  claimFundedBonuses,
  markReminded,
} from './release-sweep.repository';
import { recordContractEvent, type MilestoneRow } from './milestone-moves.repository';
import { releaseWhole } from './work.service';

/**
 * The scheduler of docs/decisions/028-contracts-and-escrow.md: submitted work the company left
 * undecided is released when it falls due, the company is reminded before that, and funded
 * bonuses are paid. The state lives in the milestones' rows, so a restart loses nothing, and a
 * release uses the approval's ledger key, so an approval racing the sweep pays once.
 */

export interface SweepContext {
  db: Database;
  log: FastifyBaseLogger;
  /** Told after each commit, so open pages refresh and the outbox sends the reminders. */
  bus?: EventBus;
}

export interface SweepOptions {
  /** Days after a submission when the reminders fall due (3 and 6 of 7 by default). */
  reminderDays?: readonly number[];
  /** Rows claimed per statement. */
  batch?: number;
}

export interface SweepReport {
  released: number;
  reminded: number;
  bonuses: number;
}

/** The reminders before an automatic release after `autoReleaseDays`: 4 days and 1 day before. */
export const reminderDaysFor = (autoReleaseDays: number): number[] =>
  [autoReleaseDays - 4, autoReleaseDays - 1].filter((day) => day > 0);

const DEFAULT_REMINDER_DAYS = reminderDaysFor(7);

/**
 * Claims a batch of rows and handles each in a savepoint of its own: one row that fails (and is
 * logged) leaves the others done, and is tried again at the next pass.
 */
async function sweepBatch(
  ctx: SweepContext,
  claim: (tx: Transaction) => Promise<MilestoneRow[]>,
  handle: (tx: Transaction, milestone: MilestoneRow) => Promise<Told | null | void>,
): Promise<{ handled: number; claimed: number }> {
  const told: Told[] = [];
  const outcome = await ctx.db.transaction(async (tx) => {
    const rows = await claim(tx);
    let handled = 0;
    for (const row of rows) {
      try {
        const one = await tx.transaction((savepoint) => handle(savepoint, row));
        if (one) told.push(one);
        handled += 1;
      } catch (error) {
        ctx.log.error({ err: error, milestoneId: row.id }, 'the release sweep skipped a milestone');
      }
    }
    return { handled, claimed: rows.length };
  });
  if (ctx.bus) announce(ctx.bus, told);
  return outcome;
}

/** Runs batches until one comes back short; answers how many rows were handled. */
async function drain(
  ctx: SweepContext,
  batch: number,
  claim: (tx: Transaction) => Promise<MilestoneRow[]>,
  handle: (tx: Transaction, milestone: MilestoneRow) => Promise<Told | null | void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const { handled, claimed } = await sweepBatch(ctx, claim, handle);
    total += handled;
    // A batch with a failed row stops the pass: the row would be claimed again at once.
    if (claimed < batch || handled < claimed) return total;
  }
}

async function contractOf(tx: Transaction, milestone: MilestoneRow) {
  const contract = await findContract(tx, milestone.contractId);
  if (!contract) throw new Error(`milestone ${milestone.id} has no contract`);
  return contract;
}

/** One pass of the scheduler at `now` (the timer passes the clock's time; tests move it). */
export async function sweepDueMilestones(
  ctx: SweepContext,
  now: Date,
  { reminderDays = DEFAULT_REMINDER_DAYS, batch = 50 }: SweepOptions = {},
): Promise<SweepReport> {
  const released = await drain(
    ctx,
    batch,
    (tx) => claimDueReleases(tx, now, batch),
    async (tx, milestone) =>
      releaseWhole(tx, await contractOf(tx, milestone), milestone, {
        move: 'autoRelease',
        by: 'system',
        actorId: null,
        requestKey: null,
      }),
  );
  const reminded = await drain(
    ctx,
    batch,
    (tx) => claimDueReminders(tx, now, reminderDays, batch),
    async (tx, milestone) => {
      const submittedAt = milestone.submittedAt;
      if (!submittedAt || !milestone.releaseDueAt) return null;
      // Only the latest reminder owed is sent: a sweep that was down for days sends one, not two.
      const owed = reminderDays.filter(
        (days) => submittedAt.getTime() + days * 86_400_000 <= now.getTime(),
      ).length;
      await markReminded(tx, milestone.id, owed);
      const contract = await contractOf(tx, milestone);
      await recordContractEvent(tx, {
        contractId: contract.id,
        milestoneId: milestone.id,
        kind: 'releaseReminder',
        by: 'system',
      });
      return releaseReminder(tx, {
        companyId: contract.companyId,
        contractId: contract.id,
        milestoneId: milestone.id,
        milestoneTitle: milestone.title,
        submittedAt,
        releaseDueAt: milestone.releaseDueAt,
        number: owed,
      });
    },
  );
  const bonuses = await drain(
    ctx,
    batch,
    (tx) => claimFundedBonuses(tx, batch),
    async (tx, milestone) =>
      releaseWhole(tx, await contractOf(tx, milestone), milestone, {
        move: 'releaseBonus',
        by: 'system',
        actorId: null,
        requestKey: null,
      }),
  );
  const report = { released, reminded, bonuses };
  if (released + reminded + bonuses > 0) ctx.log.info(report, 'release sweep');
  return report;
}

export type ReleaseSweep = RepeatingTask<SweepReport>;

/** Every process runs the timer: the rows' locks share the work among them. */
export function createReleaseSweep(
  ctx: SweepContext & {
    everyMs: number;
    autoReleaseDays: number;
    now?: () => Date;
  },
): ReleaseSweep {
  const { everyMs, now = () => new Date() } = ctx;
  const options = { reminderDays: reminderDaysFor(ctx.autoReleaseDays) };
  return repeatingTask({
    what: 'the release sweep',
    log: ctx.log,
    everyMs,
    runOnce: () => sweepDueMilestones(ctx, now(), options),
  });
}
