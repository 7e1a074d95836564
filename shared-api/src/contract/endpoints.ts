import { adminEndpoints, companyEndpoints, freelancerEndpoints } from './accounts.endpoints';
import {
  allApplications,
  apply,
  decideApplication,
  jobApplications,
  myApplications,
  withdrawApplication,
} from './applications.endpoints';
import type { EndpointSpec } from './endpoint';
import {
  allJobs,
  changeJobStatus,
  editJob,
  jobsPosted,
  postJob,
  searchJobs,
  oneJob,
} from './jobs.endpoints';
import {
  listConversations,
  markConversationRead,
  readConversation,
  sendMessage,
  unreadMessages,
} from './conversations.endpoints';
import { adminStats } from './admin-overview.endpoints';
import { dealEndpoints } from './deals.endpoints';
import { statementEndpoints } from './statements.endpoints';
import { jazzCashEndpoints } from './jazzcash.endpoints';
import { moneyDeskEndpoints } from './money-desk';
import { payoutEndpoints } from './payouts.endpoints';
import { invoiceEndpoints } from './invoices.endpoints';
import { reviewEndpoints } from './reviews.endpoints';
import { reputationEndpoints } from './reputation.endpoints';
import { moderationEndpoints } from './moderation.endpoints';
import { listContactMessages, markContactMessage } from './contact-inbox.endpoints';
import { listFailedEmails, retryFailedEmail } from './failed-emails.endpoints';
import { liveEvents } from './live.endpoints';
import {
  correctCompany,
  correctFreelancer,
  decideAccount,
  reviewAccount,
  searchAccounts,
  sendBackAccount,
} from './vetting.endpoints';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotifications,
} from './notifications.endpoints';
import {
  downloadAvatarSize,
  downloadFile,
  health,
  me,
  readiness,
  sendContactMessage,
} from './site.endpoints';
import { credentialEndpoints } from './credentials.endpoints';
import { findTalent, inviteToJob, myInvitation } from './talent.endpoints';
import {
  closeAdminAccount,
  closeCompanyAccount,
  closeFreelancerAccount,
  editAdminProfile,
  editCompanyProfile,
  editFreelancerProfile,
} from './profile.endpoints';

/** Every endpoint of the API, for the server to mount and the tests to check. */
export const allEndpoints: readonly EndpointSpec[] = [
  health,
  readiness,
  ...Object.values(freelancerEndpoints),
  ...Object.values(companyEndpoints),
  ...Object.values(adminEndpoints),
  me,
  ...Object.values(credentialEndpoints),
  editFreelancerProfile,
  editCompanyProfile,
  editAdminProfile,
  closeFreelancerAccount,
  closeCompanyAccount,
  closeAdminAccount,
  downloadFile,
  downloadAvatarSize,
  postJob,
  allJobs,
  searchJobs,
  oneJob,
  jobsPosted,
  editJob,
  changeJobStatus,
  apply,
  allApplications,
  jobApplications,
  decideApplication,
  myApplications,
  withdrawApplication,
  findTalent,
  inviteToJob,
  myInvitation,
  sendContactMessage,
  listNotifications,
  unreadNotifications,
  markNotificationRead,
  markAllNotificationsRead,
  liveEvents,
  listConversations,
  unreadMessages,
  readConversation,
  sendMessage,
  markConversationRead,
  reviewAccount,
  decideAccount,
  sendBackAccount,
  correctFreelancer,
  correctCompany,
  listContactMessages,
  markContactMessage,
  searchAccounts,
  adminStats,
  listFailedEmails,
  retryFailedEmail,
  // Contracts (docs/decisions/028-contracts-and-escrow.md)
  ...dealEndpoints,
  // Bank statement reconciliation (docs/decisions/029-paying-in-and-out.md)
  ...statementEndpoints,
  ...moneyDeskEndpoints,
  // JazzCash's hosted checkout (docs/decisions/029-paying-in-and-out.md)
  ...jazzCashEndpoints,
  // Payouts (docs/decisions/029-paying-in-and-out.md)
  ...payoutEndpoints,
  // Invoices (docs/decisions/029-paying-in-and-out.md)
  ...invoiceEndpoints,
  // Two-way reviews (docs/decisions/030-reviews.md)
  ...reviewEndpoints,
  // Scores and public profiles (docs/decisions/032-reputation.md)
  ...reputationEndpoints,
  // Reports, moderation and appeals (docs/decisions/033-enforcement.md)
  ...moderationEndpoints,
];
