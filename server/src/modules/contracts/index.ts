export {
  lockMilestone,
  moveMilestone,
  partyOf,
  recordContractEvent,
  type ContractEvent,
  type ContractRow,
  type MilestoneRow,
} from './milestone-moves.repository';
