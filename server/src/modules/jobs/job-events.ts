import type { Transaction } from '../../db/database';
import type { ServiceContext } from '../../lib/service-context';
import type { JobRow } from './jobs.repository';

/**
 * The moments of a job's life that people must hear about. Each runs inside the transaction that
 * made the change, so whatever it writes (a notification, an outbox email) commits or rolls back
 * with the change itself. Today they leave a trace in the log; the notifications module adds its
 * `notify(tx, …)` calls here.
 */

/** Accepted applications reached numberOfFreelancers: the job left Available Jobs. */
export async function jobFilled(
  ctx: ServiceContext,
  _tx: Transaction,
  job: JobRow,
  pendingApplicantIds: string[],
): Promise<void> {
  ctx.log.info({ jobId: job.id, waiting: pendingApplicantIds.length }, 'job filled');
}

/** The company closed the job; its pending applicants stay pending in case it reopens. */
export async function jobClosed(
  ctx: ServiceContext,
  _tx: Transaction,
  job: JobRow,
  pendingApplicantIds: string[],
): Promise<void> {
  ctx.log.info({ jobId: job.id, waiting: pendingApplicantIds.length }, 'job closed');
}

/** The company reopened the job (or raised the number needed on a filled one). */
export async function jobReopened(
  ctx: ServiceContext,
  _tx: Transaction,
  job: JobRow,
  pendingApplicantIds: string[],
): Promise<void> {
  ctx.log.info({ jobId: job.id, waiting: pendingApplicantIds.length }, 'job reopened');
}
