import {
  BonusBody,
  EndContractBody,
  MilestoneDraft,
  ReasonBody,
  ReleasePartBody,
  SubmitWorkFields,
  canMove,
  fieldErrors,
  type ContractDto,
  type DealParty,
  type MilestoneDto,
  type MilestoneMove,
} from '@kaamyaab/shared-api/contract';
import { paisaOf } from './offer-terms';

/**
 * What each party may do in a contract room, read from the contract's state machine
 * (`milestoneMoves`): a milestone's button shows only when its move is legal from the
 * milestone's status and the move is this party's.
 */
export type MilestoneAction =
  'fund' | 'submit' | 'approve' | 'requestChanges' | 'releasePart' | 'agree' | 'reject';
export type ContractAction = 'addBonus' | 'proposeMilestone' | 'endContract';
export type RoomAction = MilestoneAction | ContractAction;

interface MilestoneRule {
  action: MilestoneAction;
  move: MilestoneMove;
  /** `proposal's other side`: the party that did not propose the milestone answers it. */
  who: DealParty | "proposal's other side";
  /** A bonus is released once funded: no work is submitted or approved on it. */
  workOnly?: boolean;
}

const milestoneRules: MilestoneRule[] = [
  { action: 'agree', move: 'agree', who: "proposal's other side" },
  { action: 'reject', move: 'reject', who: "proposal's other side" },
  { action: 'fund', move: 'sendProof', who: 'company' },
  { action: 'submit', move: 'submit', who: 'freelancer', workOnly: true },
  { action: 'approve', move: 'approve', who: 'company', workOnly: true },
  { action: 'requestChanges', move: 'requestChanges', who: 'company', workOnly: true },
  { action: 'releasePart', move: 'releaseRest', who: 'company', workOnly: true },
];

const contractRules: { action: ContractAction; who: readonly DealParty[] }[] = [
  { action: 'proposeMilestone', who: ['company', 'freelancer'] },
  { action: 'addBonus', who: ['company'] },
  { action: 'endContract', who: ['company', 'freelancer'] },
];

export function milestoneActionsOf(
  role: DealParty,
  contract: Pick<ContractDto, 'status'>,
  milestone: Pick<MilestoneDto, 'status' | 'kind' | 'proposedBy'>,
): MilestoneAction[] {
  if (contract.status !== 'active') return [];
  return milestoneRules
    .filter(({ move, who, workOnly }) => {
      const mine = who === "proposal's other side" ? milestone.proposedBy !== role : who === role;
      return mine && canMove(milestone.status, move) && !(workOnly && milestone.kind === 'bonus');
    })
    .map(({ action }) => action);
}

export const contractActionsOf = (
  role: DealParty,
  contract: Pick<ContractDto, 'status'>,
): ContractAction[] =>
  contract.status === 'active'
    ? contractRules.filter(({ who }) => who.includes(role)).map(({ action }) => action)
    : [];

/** An action form's typed values: text by field name (amounts in rupees, as typed). */
export type ActionValues = Record<string, string>;

/**
 * The body each action's form becomes, checked by the contract's schema for that action; the
 * idempotency key is added as it is sent (it is not the person's to type).
 */
const bodies: Record<
  RoomAction,
  { schema?: Parameters<typeof fieldErrors>[0]; body: (v: ActionValues) => object }
> = {
  fund: { body: () => ({}) },
  agree: { body: () => ({}) },
  reject: { body: () => ({}) },
  approve: { body: () => ({}) },
  submit: { schema: SubmitWorkFields, body: (v) => ({ note: v.note ?? '' }) },
  requestChanges: { schema: ReasonBody, body: (v) => ({ reason: v.reason ?? '' }) },
  endContract: {
    schema: EndContractBody,
    body: (v) => ({ reason: v.reason ?? '' }),
  },
  releasePart: {
    schema: ReleasePartBody,
    body: (v) => ({ amountPaisa: paisaOf(v.amount ?? '') }),
  },
  addBonus: {
    schema: BonusBody,
    body: (v) => ({
      amountPaisa: paisaOf(v.amount ?? ''),
      note: v.note ?? '',
    }),
  },
  proposeMilestone: {
    schema: MilestoneDraft,
    body: (v) => ({
      title: v.title ?? '',
      amountPaisa: paisaOf(v.amount ?? ''),
      dueDate: v.dueDate ?? '',
    }),
  },
};

/** The first message per field of an action's form, named as the form names them. */
export function actionErrors(action: RoomAction, values: ActionValues): Record<string, string> {
  const { schema, body } = bodies[action];
  if (!schema) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors(schema, body(values)))
      .filter(([field]) => field !== 'idempotencyKey')
      .map(([field, message]) => [field === 'amountPaisa' ? 'amount' : field, message]),
  );
}

/** The body an action sends, from its form's values (before its idempotency key). */
export const bodyOf = (action: RoomAction, values: ActionValues) => bodies[action].body(values);
