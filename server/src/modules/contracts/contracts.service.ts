import type {
  AnswerMilestoneBody,
  ContractStatus,
  DealParty,
  MilestoneDraft,
  OfferTerms,
  SendOfferBody,
} from '@kaamyaab/shared-api/contract';
import { MAX_MILESTONES_PER_OFFER } from '@kaamyaab/shared-api/contract';
import type * as z from 'zod/mini';
import type { Transaction } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { EventBus } from '../../lib/event-bus';
import { isUuid } from '../../lib/ids';
import { newestCursor } from '../../lib/keyset-cursor';
import { readKeysetPage, type KeysetPage } from '../../lib/keyset-page';
import type { Actor, ServiceContext } from '../../lib/service-context';
import { announce, offerNotice, type OfferNoticeKind, type Told } from '../notifications';
import { otherParty, requireActive, requireParty, requireReader } from './contracts.policy';
import { tellParty } from './deal-notices';
import {
  contractParties,
  contractRoom,
  findApplicationForOffer,
  findVersion,
  insertContract,
  insertMilestones,
  insertVersion,
  listContractsPage,
  lockContract,
  milestoneCounts,
  updateContract,
  type ContractRoomRows,
  type ContractSummaryRow,
} from './contracts.repository';
import {
  lockMilestone,
  moveMilestone,
  recordContractEvent,
  type ContractRow,
} from './milestone-moves.repository';

/** What the contract services need besides the database: the bus, the settings, the clock. */
export interface ContractSettings {
  /** The platform's fee for new offers, in basis points. */
  feeBps: number;
  autoReleaseDays: number;
  /** The time a submission starts its release clock at: the sweep's clock (lib/clock.ts). */
  now: () => Date;
}

export interface ContractsContext extends ServiceContext {
  bus: EventBus;
  settings: ContractSettings;
}

/** The room as it is after a change: read after the commit, so it shows what was committed. */
export async function roomOf(ctx: ServiceContext, contractId: string): Promise<ContractRoomRows> {
  const room = await contractRoom(ctx.db, contractId);
  if (!room) throw new ApiError('contractNotFound');
  return room;
}

/** A contract locked for a change, or `contractNotFound` (an id that is not a UUID included). */
export async function lockedContract(tx: Transaction, contractId: string): Promise<ContractRow> {
  if (!isUuid(contractId)) throw new ApiError('contractNotFound');
  const contract = await lockContract(tx, contractId);
  if (!contract) throw new ApiError('contractNotFound');
  return contract;
}

export async function readContract(
  ctx: ServiceContext,
  actor: Actor,
  contractId: string,
): Promise<ContractRoomRows> {
  if (!isUuid(contractId)) throw new ApiError('contractNotFound');
  const room = await roomOf(ctx, contractId);
  requireReader(room.contract, actor);
  return room;
}

const draftsOf = (terms: OfferTerms): MilestoneDraft[] =>
  terms.milestones.map(({ title, amountPaisa, dueDate }) => ({ title, amountPaisa, dueDate }));

/** Tells the other party of an offer's step, in the step's transaction. */
async function tellOther(
  tx: Transaction,
  contract: ContractRow,
  from: DealParty,
  kind: OfferNoticeKind,
  title: string,
): Promise<Told | null> {
  const names = await contractParties(tx, contract);
  const to = otherParty(from);
  return offerNotice(tx, {
    kind,
    recipient: { type: to, id: to === 'company' ? contract.companyId : contract.freelancerId },
    contractId: contract.id,
    version: contract.currentVersion,
    title,
    senderName: from === 'company' ? names.companyName : names.freelancerName,
  });
}

/**
 * A company offers a contract to an applicant it accepted: the contract is made `offered`,
 * waiting for the freelancer, with version 1 of the terms and the fee of today's configuration.
 */
export async function sendOffer(
  ctx: ContractsContext,
  actor: Actor,
  body: SendOfferBody,
): Promise<ContractRoomRows> {
  const application = await findApplicationForOffer(ctx.db, body.applicationId);
  if (!application) throw new ApiError('applicationNotFound');
  if (actor.type !== 'company' || actor.id !== application.companyId)
    throw new ApiError('notDecider');
  if (application.status !== 'accepted') throw new ApiError('applicationNotAccepted');
  const { contract, told } = await ctx.db.transaction(async (tx) => {
    const made = await insertContract(tx, {
      applicationId: application.id,
      jobId: application.jobId,
      companyId: application.companyId,
      freelancerId: application.freelancerId,
      status: 'offered',
      awaiting: 'freelancer',
      feeBps: ctx.settings.feeBps,
      currentVersion: 1,
    });
    await insertVersion(tx, {
      contractId: made.id,
      version: 1,
      proposedBy: 'company',
      title: body.title,
      scope: body.scope,
      milestones: draftsOf(body),
    });
    await recordContractEvent(tx, {
      contractId: made.id,
      kind: 'offerSent',
      by: 'company',
      actorId: actor.id,
    });
    return {
      contract: made,
      told: await tellOther(tx, made, 'company', 'offerReceived', body.title),
    };
  });
  announce(ctx.bus, [told]);
  return roomOf(ctx, contract.id);
}

/** The checks every answer to an offer makes, in this order. */
function checkAnswerable(contract: ContractRow, party: DealParty, version: number): void {
  if (contract.status !== 'offered') throw new ApiError('offerAnswered');
  if (contract.awaiting !== party) throw new ApiError('notYourTurn');
  if (contract.currentVersion !== version) throw new ApiError('staleVersion');
}

/**
 * The awaited party accepts the current version (the contract becomes active and its milestones
 * rows, unfunded, in the order written) or declines it.
 */
export async function answerOffer(
  ctx: ContractsContext,
  actor: Actor,
  contractId: string,
  answer: { version: number; action: 'accept' | 'decline' },
): Promise<ContractRoomRows> {
  const told = await ctx.db.transaction(async (tx) => {
    const contract = await lockedContract(tx, contractId);
    const party = requireParty(contract, actor);
    checkAnswerable(contract, party, answer.version);
    const version = await findVersion(tx, contract.id, contract.currentVersion);
    if (!version) throw new Error(`contract ${contract.id} has no version ${answer.version}`);
    if (answer.action === 'decline') {
      const declined = await updateContract(tx, contract.id, {
        status: 'declined',
        awaiting: null,
      });
      await recordContractEvent(tx, {
        contractId: contract.id,
        kind: 'offerDeclined',
        by: party,
        actorId: actor.id,
      });
      return tellOther(tx, declined, party, 'offerDeclined', version.title);
    }
    const accepted = await updateContract(tx, contract.id, {
      status: 'active',
      awaiting: null,
      acceptedAt: new Date(),
    });
    await insertMilestones(
      tx,
      version.milestones.map((draft, index) => ({
        contractId: contract.id,
        position: index + 1,
        kind: 'work',
        title: draft.title,
        amount: draft.amountPaisa,
        dueDate: draft.dueDate,
        status: 'unfunded',
        proposedBy: null,
      })),
    );
    await recordContractEvent(tx, {
      contractId: contract.id,
      kind: 'offerAccepted',
      by: party,
      actorId: actor.id,
    });
    return tellOther(tx, accepted, party, 'offerAccepted', version.title);
  });
  announce(ctx.bus, [told]);
  return roomOf(ctx, contractId);
}

/** The awaited party proposes changed terms: a new version, which the other party now awaits. */
export async function counterOffer(
  ctx: ContractsContext,
  actor: Actor,
  contractId: string,
  body: OfferTerms & { version: number },
): Promise<ContractRoomRows> {
  const told = await ctx.db.transaction(async (tx) => {
    const contract = await lockedContract(tx, contractId);
    const party = requireParty(contract, actor);
    checkAnswerable(contract, party, body.version);
    const next = contract.currentVersion + 1;
    await insertVersion(tx, {
      contractId: contract.id,
      version: next,
      proposedBy: party,
      title: body.title,
      scope: body.scope,
      milestones: draftsOf(body),
    });
    const countered = await updateContract(tx, contract.id, {
      currentVersion: next,
      awaiting: otherParty(party),
    });
    await recordContractEvent(tx, {
      contractId: contract.id,
      kind: 'offerCountered',
      by: party,
      actorId: actor.id,
    });
    return tellOther(tx, countered, party, 'offerCountered', body.title);
  });
  announce(ctx.bus, [told]);
  return roomOf(ctx, contractId);
}

const contractsCursor = newestCursor<ContractSummaryRow>((row) => ({
  createdAt: row.contract.updatedAt,
  id: row.contract.id,
}));

/** A party's own offers and contracts, latest activity first. */
export function listMyContracts(
  ctx: ServiceContext,
  actor: Actor,
  query: { limit: number; after?: string; status?: ContractStatus },
): Promise<KeysetPage<ContractSummaryRow>> {
  if (actor.type === 'admin') throw new ApiError('wrongRole');
  const party = { type: actor.type, id: actor.id };
  return readKeysetPage(
    query,
    (page) => listContractsPage(ctx.db, { ...page, party, status: query.status }),
    contractsCursor,
  );
}

/** Every contract, for admins (the guard lets only them in). */
export function listAllContracts(
  ctx: ServiceContext,
  query: { limit: number; after?: string; status?: ContractStatus },
): Promise<KeysetPage<ContractSummaryRow>> {
  return readKeysetPage(
    query,
    (page) => listContractsPage(ctx.db, { ...page, status: query.status }),
    contractsCursor,
  );
}

/** One more milestone on an active contract, `proposed` until the other party agrees. */
export async function proposeMilestone(
  ctx: ServiceContext & { bus?: EventBus },
  actor: Actor,
  contractId: string,
  draft: MilestoneDraft,
): Promise<ContractRoomRows> {
  const told = await ctx.db.transaction(async (tx) => {
    const contract = await lockedContract(tx, contractId);
    const party = requireParty(contract, actor);
    requireActive(contract);
    const { live, lastPosition } = await milestoneCounts(tx, contract.id);
    if (live >= MAX_MILESTONES_PER_OFFER) throw new ApiError('tooManyMilestones');
    const [milestone] = await insertMilestones(tx, [
      {
        contractId: contract.id,
        position: lastPosition + 1,
        kind: 'work',
        title: draft.title,
        amount: draft.amountPaisa,
        dueDate: draft.dueDate,
        status: 'proposed',
        proposedBy: party,
      },
    ]);
    await updateContract(tx, contract.id, {});
    await recordContractEvent(tx, {
      contractId: contract.id,
      milestoneId: milestone?.id,
      kind: 'milestoneProposed',
      by: party,
      actorId: actor.id,
      amountPaisa: draft.amountPaisa,
      note: draft.title,
    });
    return tellParty(tx, contract, otherParty(party), {
      kind: 'milestoneProposed',
      eventKey: milestone?.id ?? contract.id,
      facts: { milestoneTitle: draft.title },
    });
  });
  if (ctx.bus) announce(ctx.bus, [told]);
  return roomOf(ctx, contractId);
}

/** The other party agrees to a proposed milestone (it waits for funding) or refuses it. */
export async function answerMilestone(
  ctx: ServiceContext,
  actor: Actor,
  contractId: string,
  milestoneId: string,
  { action }: z.output<typeof AnswerMilestoneBody>,
): Promise<ContractRoomRows> {
  if (!isUuid(contractId) || !isUuid(milestoneId)) throw new ApiError('milestoneNotFound');
  await ctx.db.transaction(async (tx) => {
    const { milestone, contract } = await lockMilestone(tx, milestoneId);
    if (contract.id !== contractId) throw new ApiError('milestoneNotFound');
    const party = requireParty(contract, actor);
    requireActive(contract);
    if (milestone.status === 'proposed' && milestone.proposedBy === party)
      throw new ApiError('ownProposal');
    await moveMilestone(tx, milestone.id, action);
    await recordContractEvent(tx, {
      contractId: contract.id,
      milestoneId: milestone.id,
      kind: action === 'agree' ? 'milestoneAgreed' : 'milestoneRejected',
      by: party,
      actorId: actor.id,
    });
  });
  return roomOf(ctx, contractId);
}
