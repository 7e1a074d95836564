/** The accounts' audit trail: who did what to which account, in the action's transaction. */
export {
  listAccountEvents,
  recordAccountEvent,
  type AccountEventRow,
} from './account-events.repository';
