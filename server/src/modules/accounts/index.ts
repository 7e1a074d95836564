/**
 * The account: who may sign in (freelancer, company, admin), its credentials and its owner's
 * profile. Other modules read and lock account rows through these, in their own transactions;
 * the kinds' differences are data (account-kinds.ts).
 */
export { accountsRoutes } from './accounts.routes';
export { credentialsRoutes } from './credentials/credentials.routes';
export { profileRoutes } from './profile/profile.routes';
export { accountKinds, identityColumns, presentAccount, presentAs } from './account-kinds';
export { changeOwnAccount, type OwnAccountContext } from './own-account-change';
export {
  findAccountById,
  lockAccount,
  markSentBack,
  setAccountActive,
  updateAccount,
  type AccountRow,
  type AccountTable,
  type CompanyRow,
  type FreelancerRow,
} from './accounts.repository';
export { presentCompany, presentFreelancer } from './presenters';
export { changedColumns, requeued, reviewStateOf } from './review-state';
export { LINK_EMAIL_KEY_PREFIX } from './credentials/credential-emails';
