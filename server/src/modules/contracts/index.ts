export { contractsRoutes } from './contracts.routes';
export {
  createReleaseSweep,
  reminderDaysFor,
  sweepDueMilestones,
  type ReleaseSweep,
  type SweepReport,
} from './release-sweep';
export {
  lockMilestone,
  moveMilestone,
  partyOf,
  recordContractEvent,
  type ContractEvent,
  type ContractRow,
  type MilestoneRow,
} from './milestone-moves.repository';
// Disputes (docs/decisions/031-disputes.md)
export { settleDisputedMilestone } from './dispute-settlement';
export { tellParty } from './deal-notices';
export { heldFor } from './work.service';
