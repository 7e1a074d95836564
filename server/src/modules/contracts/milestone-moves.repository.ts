import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  milestoneMoves,
  type ContractEventKind,
  type DealParty,
  type MilestoneMove,
} from '@kaamyaab/shared-api/contract';
import type { Database, Transaction } from '../../db/database';
import { contractEvents, contracts, milestones } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../../lib/service-context';

export type ContractRow = typeof contracts.$inferSelect;
export type MilestoneRow = typeof milestones.$inferSelect;

/** The side of the deal a signed-in account is on, or null when it is not a party. */
export function partyOf(contract: ContractRow, actor: Actor): DealParty | null {
  if (actor.type === 'company' && actor.id === contract.companyId) return 'company';
  if (actor.type === 'freelancer' && actor.id === contract.freelancerId) return 'freelancer';
  return null;
}

/**
 * A milestone and its contract, the milestone's row locked until the transaction ends: what a
 * service reads before deciding a move is still true when it writes.
 */
export async function lockMilestone(
  tx: Transaction,
  milestoneId: string,
): Promise<{ milestone: MilestoneRow; contract: ContractRow }> {
  const [milestone] = await tx
    .select()
    .from(milestones)
    .where(eq(milestones.id, milestoneId))
    .for('update');
  if (!milestone) throw new ApiError('milestoneNotFound');
  const [contract] = await tx
    .select()
    .from(contracts)
    .where(eq(contracts.id, milestone.contractId));
  if (!contract) throw new Error(`milestone ${milestoneId} has no contract`);
  return { milestone, contract };
}

/**
 * Moves a milestone along one of `milestoneMoves`, and nothing else: the database changes the row
 * only if it is still in a state the move starts from, so of two racing requests one moves it and
 * the other is told `illegalMove`. `also` sets the columns the move carries (e.g. the clock).
 */
export async function moveMilestone(
  db: Database | Transaction,
  milestoneId: string,
  move: MilestoneMove,
  also: Partial<
    Pick<MilestoneRow, 'changesReason' | 'submittedAt' | 'releaseDueAt' | 'remindersSent'>
  > = {},
): Promise<MilestoneRow> {
  const { from, to } = milestoneMoves[move];
  const [moved] = await db
    .update(milestones)
    .set({ ...also, status: to, updatedAt: sql`now()` })
    .where(and(eq(milestones.id, milestoneId), inArray(milestones.status, [...from])))
    .returning();
  if (!moved) throw new ApiError('illegalMove');
  await db
    .update(contracts)
    .set({ updatedAt: sql`now()` })
    .where(eq(contracts.id, moved.contractId));
  return moved;
}

export interface ContractEvent {
  contractId: string;
  milestoneId?: string | null;
  kind: ContractEventKind;
  by: DealParty | 'admin' | 'system';
  actorId?: string | null;
  amountPaisa?: number | null;
  note?: string | null;
}

/** One line of the contract room's timeline, in the transaction of what it records. */
export async function recordContractEvent(
  db: Database | Transaction,
  event: ContractEvent,
): Promise<void> {
  await db.insert(contractEvents).values({
    contractId: event.contractId,
    milestoneId: event.milestoneId ?? null,
    kind: event.kind,
    by: event.by,
    actorId: event.actorId ?? null,
    amount: event.amountPaisa ?? null,
    note: event.note ?? null,
  });
}
