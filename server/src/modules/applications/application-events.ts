import type { Transaction } from '../../db/database';
import type { ServiceContext } from '../../lib/service-context';
import type { ApplicationRow } from './applications.repository';

/**
 * The moments of an application's life that its other party must hear about, run inside the
 * transaction of the change (see ../jobs/job-events.ts). The notifications module adds its
 * `notify(tx, …)` calls here.
 */

/** The applicant withdrew a pending application: its company sees it as withdrawn. */
export async function applicationWithdrawn(
  ctx: ServiceContext,
  _tx: Transaction,
  application: ApplicationRow,
  companyId: string,
): Promise<void> {
  ctx.log.info({ applicationId: application.id, companyId }, 'application withdrawn');
}
