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
import { allJobs, changeJobStatus, editJob, jobsPosted, postJob } from './jobs.endpoints';
import {
  listConversations,
  markConversationRead,
  readConversation,
  sendMessage,
  unreadMessages,
} from './conversations.endpoints';
import { liveEvents } from './live.endpoints';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotifications,
} from './notifications.endpoints';
import { downloadFile, health, me, sendContactMessage } from './site.endpoints';

/** Every endpoint of the API, for the server to mount and the tests to check. */
export const allEndpoints: readonly EndpointSpec[] = [
  health,
  ...Object.values(freelancerEndpoints),
  ...Object.values(companyEndpoints),
  ...Object.values(adminEndpoints),
  me,
  downloadFile,
  postJob,
  allJobs,
  jobsPosted,
  editJob,
  changeJobStatus,
  apply,
  allApplications,
  jobApplications,
  decideApplication,
  myApplications,
  withdrawApplication,
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
];
