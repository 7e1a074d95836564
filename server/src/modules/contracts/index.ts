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
