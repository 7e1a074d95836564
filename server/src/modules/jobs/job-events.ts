import type { Transaction } from '../../db/database';
import type { ServiceContext } from '../../lib/service-context';
import { jobEnded, type Told } from '../notifications';
import type { JobRow } from './jobs.repository';

/**
 * The moments of a job's life that people must hear about. Each runs inside the transaction that
 * made the change, so the notifications and outbox emails it writes commit or roll back with the
 * change itself; the caller announces what it returns after the commit.
 */

/** Accepted applications reached numberOfFreelancers: the job left Available Jobs. */
export async function jobFilled(
  ctx: ServiceContext,
  tx: Transaction,
  job: JobRow,
  pendingApplicationIds: string[],
): Promise<Array<Told | null>> {
  ctx.log.info({ jobId: job.id, waiting: pendingApplicationIds.length }, 'job filled');
  return jobEnded(tx, { applicationIds: pendingApplicationIds, reason: 'filled', at: new Date() });
}

/** The company closed the job; its pending applicants stay pending in case it reopens. */
export async function jobClosed(
  ctx: ServiceContext,
  tx: Transaction,
  job: JobRow,
  pendingApplicationIds: string[],
): Promise<Array<Told | null>> {
  ctx.log.info({ jobId: job.id, waiting: pendingApplicationIds.length }, 'job closed');
  return jobEnded(tx, { applicationIds: pendingApplicationIds, reason: 'closed', at: new Date() });
}

/** The company reopened the job (or raised the number needed on a filled one): no one is told. */
export function jobReopened(
  ctx: ServiceContext,
  job: JobRow,
  pendingApplicationIds: string[],
): Array<Told | null> {
  ctx.log.info({ jobId: job.id, waiting: pendingApplicationIds.length }, 'job reopened');
  return [];
}
