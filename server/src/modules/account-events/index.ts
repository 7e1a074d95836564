/** The audit trail of accounts: who did what to which account, written in the action's transaction. */
export {
  listAccountEvents,
  recordAccountEvent,
  type AccountEventEntry,
  type AccountEventRow,
} from './account-events.repository';
