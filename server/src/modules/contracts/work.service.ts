import {
  feeOf,
  formatPkr,
  PAISA_PER_RUPEE,
  partlyReleasable,
  type DealParty,
} from '@kaamyaab/shared-api/contract';
import type { Transaction } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import type { EventBus } from '../../lib/event-bus';
import type { Actor, ServiceContext } from '../../lib/service-context';
import type { FileStorage } from '../../storage/storage';
import { removeWritten, storeUpload } from '../files';
import {
  balanceOf,
  companyBalanceAccount,
  earningsAccount,
  escrowAccount,
  FEES_ACCOUNT,
  postTransaction,
  TAX_WITHHELD_ACCOUNT,
  transactionOfRequest,
  type Posting,
  type PostingLine,
} from '../ledger';
import { taxedRelease } from '../invoices';
import { announce, type Told } from '../notifications';
import { requireActive, requireCompany, requireFreelancer, requireParty } from './contracts.policy';
import {
  findMilestoneOfRequest,
  insertMilestones,
  insertSubmission,
  lockContractMilestones,
  milestoneCounts,
  updateContract,
  type ContractRoomRows,
} from './contracts.repository';
import { lockedContract, roomOf, type ContractsContext } from './contracts.service';
import { tellParty } from './deal-notices';
import {
  lockMilestone,
  moveMilestone,
  recordContractEvent,
  type ContractRow,
  type MilestoneRow,
} from './milestone-moves.repository';

/**
 * The work and its money (docs/decisions/028-contracts-and-escrow.md): submissions, changes,
 * approvals, partial releases, bonuses and the end. Every movement of money is one ledger
 * posting in the transaction of the milestone's move; the milestone is locked first, so two
 * racing requests decide one after the other.
 */

export const MAX_WORK_FILES = 5;

/** A service's context; the bus, where there is one, tells open pages and the outbox after commit. */
type WorkContext = ServiceContext & { bus?: EventBus };

const announceAfter = (ctx: WorkContext, told: ReadonlyArray<Told | null>) => {
  if (ctx.bus) announce(ctx.bus, told);
};
const DAY_MS = 24 * 3_600_000;

/** A milestone's row locked for a change, with its contract; a malformed id is not found. */
async function lockedMilestone(tx: Transaction, milestoneId: string) {
  if (!isUuid(milestoneId)) throw new ApiError('milestoneNotFound');
  return lockMilestone(tx, milestoneId);
}

/**
 * The lines of a release: out of the escrow, the fee to the platform, income tax withheld (where
 * a tax rule says so) to `tax:withheld`, the rest to the freelancer.
 */
export function releaseLines(
  contract: ContractRow,
  milestoneId: string,
  amount: number,
  withheld = 0,
): PostingLine[] {
  const fee = feeOf(amount, contract.feeBps);
  const earned = amount - fee - withheld;
  return [
    {
      account: escrowAccount(contract.id, milestoneId),
      amount: -amount,
      partyId: contract.companyId,
    },
    ...(earned > 0
      ? [
          {
            account: earningsAccount(contract.freelancerId),
            amount: earned,
            partyId: contract.freelancerId,
          },
        ]
      : []),
    ...(fee > 0 ? [{ account: FEES_ACCOUNT, amount: fee, partyId: null }] : []),
    ...(withheld > 0
      ? [{ account: TAX_WITHHELD_ACCOUNT, amount: withheld, partyId: contract.freelancerId }]
      : []),
  ];
}

/**
 * Posts a release and issues its invoices in the same transaction (invoices module): a release
 * that rolls back issues none, a posting already made (a retry) issues none again. Answers what
 * reached the freelancer's earnings.
 */
export async function postRelease(
  tx: Transaction,
  contract: ContractRow,
  milestone: MilestoneRow,
  amount: number,
  posting: Omit<Posting, 'lines' | 'contractId' | 'milestoneId'>,
): Promise<number> {
  const taxed = await taxedRelease(tx, { contract, milestone, amount });
  const posted = await postTransaction(tx, {
    ...posting,
    contractId: contract.id,
    milestoneId: milestone.id,
    lines: releaseLines(contract, milestone.id, amount, taxed.taxes.withheld),
  });
  if (posted.applied) await taxed.issue(posted.transaction);
  return amount - taxed.taxes.fee - taxed.taxes.withheld;
}

/** What is held for a milestone now, in paisa. */
export const heldFor = (tx: Transaction, contract: ContractRow, milestoneId: string) =>
  balanceOf(tx, escrowAccount(contract.id, milestoneId));

/**
 * A retried request: the client sent this key before. Answers true when that request made the
 * movement `expected` (answer as the first did), refuses a key reused for another movement.
 */
async function isRetry(
  tx: Transaction,
  actor: Actor,
  requestKey: string,
  expected: string,
): Promise<boolean> {
  const earlier = await transactionOfRequest(tx, actor.id, requestKey);
  if (!earlier) return false;
  if (earlier.idempotencyKey !== expected) throw new ApiError('idempotencyReused');
  return true;
}

/**
 * The freelancer delivers work on a funded milestone (or again after changes were asked): a note
 * and up to five files. The release clock starts: the money goes to the freelancer after
 * AUTO_RELEASE_DAYS unless the company acts.
 */
export async function submitWork(
  ctx: ContractsContext & { storage: FileStorage },
  actor: Actor,
  milestoneId: string,
  { note, files }: { note: string; files: Buffer[] },
): Promise<ContractRoomRows> {
  if (note.length === 0 && files.length === 0) throw new ApiError('submissionEmpty');
  const written: string[] = [];
  const told: (Told | null)[] = [];
  try {
    const contractId = await ctx.db.transaction(async (tx) => {
      const { milestone, contract } = await lockedMilestone(tx, milestoneId);
      requireFreelancer(contract, actor);
      requireActive(contract);
      const fileIds: string[] = [];
      for (const bytes of files)
        fileIds.push((await storeUpload(ctx.storage, tx, bytes, 'work', written)).id);
      const now = ctx.settings.now();
      await moveMilestone(tx, milestone.id, 'submit', {
        submittedAt: now,
        releaseDueAt: new Date(now.getTime() + ctx.settings.autoReleaseDays * DAY_MS),
        remindersSent: 0,
      });
      await insertSubmission(tx, { milestoneId: milestone.id, note, fileIds });
      await recordContractEvent(tx, {
        contractId: contract.id,
        milestoneId: milestone.id,
        kind: 'workSubmitted',
        by: 'freelancer',
        actorId: actor.id,
        note: note || null,
      });
      told.push(
        await tellParty(tx, contract, 'company', {
          kind: 'workSubmitted',
          eventKey: `${milestone.id}:${now.getTime()}`,
          facts: { milestoneTitle: milestone.title },
        }),
      );
      return contract.id;
    });
    announceAfter(ctx, told);
    return roomOf(ctx, contractId);
  } catch (error) {
    await removeWritten(ctx.storage, ctx.log, written);
    throw error;
  }
}

/** The company asks for changes with a reason: the release clock stops until the next submission. */
export async function requestChanges(
  ctx: WorkContext,
  actor: Actor,
  milestoneId: string,
  reason: string,
): Promise<ContractRoomRows> {
  const told: (Told | null)[] = [];
  const contractId = await ctx.db.transaction(async (tx) => {
    const { milestone, contract } = await lockedMilestone(tx, milestoneId);
    requireCompany(contract, actor);
    requireActive(contract);
    await moveMilestone(tx, milestone.id, 'requestChanges', {
      changesReason: reason,
      releaseDueAt: null,
    });
    await recordContractEvent(tx, {
      contractId: contract.id,
      milestoneId: milestone.id,
      kind: 'changesRequested',
      by: 'company',
      actorId: actor.id,
      note: reason,
    });
    told.push(
      await tellParty(tx, contract, 'freelancer', {
        kind: 'changesRequested',
        eventKey: `${milestone.id}:${milestone.submittedAt?.getTime() ?? 0}`,
        facts: { milestoneTitle: milestone.title, reason },
      }),
    );
    return contract.id;
  });
  announceAfter(ctx, told);
  return roomOf(ctx, contractId);
}

/**
 * Releases everything held for a submitted milestone, once: under `release:<milestone>`, the
 * key the automatic release uses too, so an approval racing it cannot pay twice.
 */
export async function releaseWhole(
  tx: Transaction,
  contract: ContractRow,
  milestone: MilestoneRow,
  how: {
    move: 'approve' | 'autoRelease' | 'releaseBonus';
    by: DealParty | 'system';
    actorId: string | null;
    requestKey: string | null;
  },
): Promise<Told | null> {
  const held = await heldFor(tx, contract, milestone.id);
  await moveMilestone(tx, milestone.id, how.move, { releaseDueAt: null });
  const earned =
    held > 0
      ? await postRelease(tx, contract, milestone, held, {
          idempotencyKey: `release:${milestone.id}`,
          kind: how.move === 'approve' ? 'release' : how.move,
          requestKey: how.requestKey,
          actorType: how.by,
          actorId: how.actorId,
        })
      : 0;
  await recordContractEvent(tx, {
    contractId: contract.id,
    milestoneId: milestone.id,
    kind: how.move === 'autoRelease' ? 'autoReleased' : 'released',
    by: how.by,
    actorId: how.actorId,
    amountPaisa: held,
  });
  return held > 0 ? tellReleased(tx, contract, milestone, `release:${milestone.id}`, earned) : null;
}

/** The freelancer is told what reached its earnings: the amount less the fee and withheld tax. */
export function tellReleased(
  tx: Transaction,
  contract: ContractRow,
  milestone: MilestoneRow,
  ledgerKey: string,
  earnedPaisa: number,
): Promise<Told | null> {
  return tellParty(tx, contract, 'freelancer', {
    kind: 'moneyReleased',
    eventKey: ledgerKey,
    facts: { milestoneTitle: milestone.title, amountPaisa: earnedPaisa },
  });
}

/** The company approves submitted work: the milestone's whole escrow goes to the freelancer. */
export async function approveMilestone(
  ctx: WorkContext,
  actor: Actor,
  milestoneId: string,
  idempotencyKey: string,
): Promise<ContractRoomRows> {
  const told: (Told | null)[] = [];
  const contractId = await ctx.db.transaction(async (tx) => {
    const { milestone, contract } = await lockedMilestone(tx, milestoneId);
    requireCompany(contract, actor);
    if (await isRetry(tx, actor, idempotencyKey, `release:${milestone.id}`)) return contract.id;
    requireActive(contract);
    told.push(
      await releaseWhole(tx, contract, milestone, {
        move: 'approve',
        by: 'company',
        actorId: actor.id,
        requestKey: idempotencyKey,
      }),
    );
    return contract.id;
  });
  announceAfter(ctx, told);
  return roomOf(ctx, contractId);
}

/**
 * The company releases part of what is held while the work goes on; releasing all of it ends
 * the milestone as released.
 */
export async function releasePart(
  ctx: WorkContext,
  actor: Actor,
  milestoneId: string,
  { idempotencyKey, amountPaisa }: { idempotencyKey: string; amountPaisa: number },
): Promise<ContractRoomRows> {
  const told: (Told | null)[] = [];
  const contractId = await ctx.db.transaction(async (tx) => {
    const { milestone, contract } = await lockedMilestone(tx, milestoneId);
    requireCompany(contract, actor);
    const ledgerKey = `part:${milestone.id}:${idempotencyKey}`;
    if (await isRetry(tx, actor, idempotencyKey, ledgerKey)) return contract.id;
    requireActive(contract);
    if (!partlyReleasable.includes(milestone.status)) throw new ApiError('illegalMove');
    const held = await heldFor(tx, contract, milestone.id);
    if (amountPaisa > held)
      throw new ApiError('amountAboveEscrow', {
        params: { available: formatPkr(held / PAISA_PER_RUPEE) },
      });
    if (amountPaisa === held) await moveMilestone(tx, milestone.id, 'releaseRest');
    else await updateContract(tx, contract.id, {});
    const earned = await postRelease(tx, contract, milestone, amountPaisa, {
      idempotencyKey: ledgerKey,
      kind: 'partRelease',
      requestKey: idempotencyKey,
      actorType: 'company',
      actorId: actor.id,
    });
    await recordContractEvent(tx, {
      contractId: contract.id,
      milestoneId: milestone.id,
      kind: 'partReleased',
      by: 'company',
      actorId: actor.id,
      amountPaisa,
    });
    told.push(await tellReleased(tx, contract, milestone, ledgerKey, earned));
    return contract.id;
  });
  announceAfter(ctx, told);
  return roomOf(ctx, contractId);
}

/**
 * The company adds a bonus: a milestone of kind `bonus`, unfunded, paid in like any other and
 * released by the sweep once funded. The request's key is kept on it: a retry finds it.
 */
export async function addBonus(
  ctx: ServiceContext,
  actor: Actor,
  contractId: string,
  body: { idempotencyKey: string; amountPaisa: number; note: string },
): Promise<ContractRoomRows> {
  await ctx.db.transaction(async (tx) => {
    const contract = await lockedContract(tx, contractId);
    requireCompany(contract, actor);
    const earlier = await findMilestoneOfRequest(tx, contract.id, body.idempotencyKey);
    if (earlier) {
      if (earlier.kind !== 'bonus' || earlier.amount !== body.amountPaisa)
        throw new ApiError('idempotencyReused');
      return;
    }
    requireActive(contract);
    // A bonus is money on top of the agreed work, not a term: the limit of 20 is the terms'.
    const { lastPosition } = await milestoneCounts(tx, contract.id);
    const [bonus] = await insertMilestones(tx, [
      {
        contractId: contract.id,
        position: lastPosition + 1,
        kind: 'bonus',
        // The note may run to 5000 characters; a title is at most 120, as a milestone's is.
        title: Array.from(body.note || 'Bonus')
          .slice(0, 120)
          .join(''),
        amount: body.amountPaisa,
        dueDate: null,
        status: 'unfunded',
        proposedBy: 'company',
        requestKey: body.idempotencyKey,
      },
    ]);
    await updateContract(tx, contract.id, {});
    await recordContractEvent(tx, {
      contractId: contract.id,
      milestoneId: bonus?.id,
      kind: 'bonusAdded',
      by: 'company',
      actorId: actor.id,
      amountPaisa: body.amountPaisa,
      note: body.note || null,
    });
  });
  return roomOf(ctx, contractId);
}

/**
 * Either party ends an active contract. Work waiting for the company's decision must be decided
 * first; money held for funded work not yet submitted goes back to the company's balance;
 * milestones never funded are cancelled. A retry by the party that ended it answers the room.
 */
export async function endContract(
  ctx: WorkContext,
  actor: Actor,
  contractId: string,
  { idempotencyKey, reason }: { idempotencyKey: string; reason: string },
): Promise<ContractRoomRows> {
  if (!isUuid(contractId)) throw new ApiError('contractNotFound');
  const told: (Told | null)[] = [];
  await ctx.db.transaction(async (tx) => {
    // Milestones before the contract, as every release takes them: no two lockers wait in a circle.
    await lockContractMilestones(tx, contractId);
    const contract = await lockedContract(tx, contractId);
    const party = requireParty(contract, actor);
    if (contract.status === 'ended' && contract.endedBy === party) {
      const earlier = await transactionOfRequest(tx, actor.id, idempotencyKey);
      if (earlier && earlier.contractId !== contract.id) throw new ApiError('idempotencyReused');
      return;
    }
    requireActive(contract);
    // Read again under the contract's lock: a milestone proposed meanwhile is seen too.
    const rows = await lockContractMilestones(tx, contract.id);
    if (rows.some((row) => row.status === 'submitted')) throw new ApiError('workAwaitsDecision');
    if (rows.some((row) => row.status === 'disputed')) throw new ApiError('disputeOpen');
    for (const milestone of rows) {
      if (milestone.status === 'funded' || milestone.status === 'changesRequested') {
        const held = await heldFor(tx, contract, milestone.id);
        await moveMilestone(tx, milestone.id, 'refund', { releaseDueAt: null });
        if (held > 0) {
          await postTransaction(tx, {
            idempotencyKey: `refund:${milestone.id}`,
            kind: 'refund',
            requestKey: idempotencyKey,
            actorType: party,
            actorId: actor.id,
            contractId: contract.id,
            milestoneId: milestone.id,
            lines: [
              {
                account: escrowAccount(contract.id, milestone.id),
                amount: -held,
                partyId: contract.companyId,
              },
              {
                account: companyBalanceAccount(contract.companyId),
                amount: held,
                partyId: contract.companyId,
              },
            ],
          });
        }
        await recordContractEvent(tx, {
          contractId: contract.id,
          milestoneId: milestone.id,
          kind: 'refunded',
          by: party,
          actorId: actor.id,
          amountPaisa: held,
        });
      } else if (['proposed', 'unfunded', 'awaitingConfirmation'].includes(milestone.status)) {
        await moveMilestone(tx, milestone.id, 'cancel');
      }
    }
    await updateContract(tx, contract.id, {
      status: 'ended',
      endedAt: new Date(),
      endedBy: party,
      endReason: reason,
    });
    await recordContractEvent(tx, {
      contractId: contract.id,
      kind: 'contractEnded',
      by: party,
      actorId: actor.id,
      note: reason,
    });
    told.push(
      await tellParty(tx, contract, party === 'company' ? 'freelancer' : 'company', {
        kind: 'contractEnded',
        eventKey: contract.id,
        facts: { reason },
      }),
    );
  });
  announceAfter(ctx, told);
  return roomOf(ctx, contractId);
}
