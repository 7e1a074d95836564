import type { ContractDisputesDto, DisputeDto, DisputeStatus } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import { newestCursor } from '../../lib/keyset-cursor';
import { readKeysetPage } from '../../lib/keyset-page';
import type { Actor, ServiceContext } from '../../lib/service-context';
import {
  disputeViews,
  evidenceOf,
  listDisputes,
  partiesOfContract,
  type DisputeViewRow,
} from './disputes.repository';
import { presentDisputes } from './disputes.presenter';

/** Reading disputes: a contract's for its parties, one or a page of them for admins. */

async function withEvidence(ctx: ServiceContext, views: DisputeViewRow[]): Promise<DisputeDto[]> {
  const evidence = await evidenceOf(
    ctx.db,
    views.map((view) => view.dispute.id),
  );
  return presentDisputes(views, evidence);
}

export async function readContractDisputes(
  ctx: ServiceContext,
  actor: Actor,
  contractId: string,
): Promise<ContractDisputesDto> {
  const parties = isUuid(contractId) ? await partiesOfContract(ctx.db, contractId) : undefined;
  if (!parties) throw new ApiError('contractNotFound');
  const side =
    actor.type === 'company' && actor.id === parties.companyId
      ? 'company'
      : actor.type === 'freelancer' && actor.id === parties.freelancerId
        ? 'freelancer'
        : null;
  if (!side) throw new ApiError('notContractParty');
  const views = await disputeViews(ctx.db, { contractId });
  return { side, disputes: await withEvidence(ctx, views) };
}

export async function readDispute(ctx: ServiceContext, disputeId: string): Promise<DisputeDto> {
  const views = isUuid(disputeId) ? await disputeViews(ctx.db, { disputeId }) : [];
  const [dispute] = await withEvidence(ctx, views);
  if (!dispute) throw new ApiError('disputeNotFound');
  return dispute;
}

const lastShown = newestCursor((row: DisputeViewRow) => ({
  createdAt: row.dispute.openedAt,
  id: row.dispute.id,
}));

export async function readDisputesPage(
  ctx: ServiceContext,
  query: { status: DisputeStatus; limit: number; after?: string },
) {
  const page = await readKeysetPage(
    query,
    (position) => listDisputes(ctx.db, { status: query.status, ...position }),
    lastShown,
  );
  return {
    disputes: await withEvidence(ctx, page.rows),
    limit: page.limit,
    nextCursor: page.nextCursor,
  };
}
