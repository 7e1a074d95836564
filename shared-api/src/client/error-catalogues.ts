import {
  adminEndpoints,
  apply,
  applicationMessages,
  changeJobStatus,
  editJob,
  withdrawApplication,
  companyEndpoints,
  decideApplication,
  errorMessage,
  freelancerEndpoints,
  inviteToJob,
  postJob,
  readConversation,
  correctFreelancer,
  closeFreelancerAccount,
  editFreelancerProfile,
  reviewAccount,
  sendBackAccount,
  sendMessage,
} from '@kaamyaab/shared-api/contract';
import { catalogueFor, type FlowWords } from './describe-error';
import { flowWords, formWords, INVALID, NETWORK } from './flow-words';

/**
 * The spec's error catalogue, flow by flow: each endpoint's declared errors (their sentences live
 * in the contract's error table) plus the words a flow says on its own.
 */
const LOGIN_FAILED = 'Login failed. Please try again later.';

const signupWords: FlowWords = {
  byStatus: {
    400: { fallback: INVALID, serverFirst: true, joinFieldErrors: true },
    404: { serverFirst: false },
    500: { fallback: errorMessage('internal') },
  },
  other: 'Signup failed. Please try again later.',
  noResponse: NETWORK,
};

export const freelancerSignupErrors = catalogueFor(freelancerEndpoints.register, signupWords);
export const companySignupErrors = catalogueFor(companyEndpoints.register, signupWords);

export const freelancerLoginErrors = catalogueFor(
  freelancerEndpoints.login,
  flowWords(LOGIN_FAILED),
);

export const companyLoginErrors = catalogueFor(companyEndpoints.login, {
  byStatus: { 404: { serverFirst: false } },
  other: LOGIN_FAILED,
  noResponse: 'Network error. Please try again.',
});

export const adminSignupErrors = catalogueFor(adminEndpoints.register, {
  byStatus: { 400: { fallback: 'Invalid registration credentials. Please check your input.' } },
  other: 'Registration failed. Please try again later.',
  noResponse: NETWORK,
});

export const adminLoginErrors = catalogueFor(adminEndpoints.login, {
  other: LOGIN_FAILED,
  noResponse: 'Network error. Please check your connection and try again.',
});

/** The spec only logs a failed apply with 'Failed to apply for the job'; we show it instead. */
export const applyErrors = catalogueFor(apply, {
  byStatus: { 400: { fallback: applicationMessages.applyFailed, joinFieldErrors: true } },
  other: applicationMessages.applyFailed,
  noResponse: NETWORK,
});

export const decideErrors = catalogueFor(
  decideApplication,
  flowWords('The status could not be updated. Please try again.'),
);

export const postJobErrors = catalogueFor(
  postJob,
  formWords('Failed to post the job. Please try again later.'),
);

export const editJobErrors = catalogueFor(
  editJob,
  formWords('Failed to save the job. Please try again later.'),
);

export const jobStatusErrors = catalogueFor(
  changeJobStatus,
  flowWords("The job's state could not be changed. Please try again."),
);

export const withdrawErrors = catalogueFor(
  withdrawApplication,
  flowWords('The application could not be withdrawn. Please try again.'),
);

export const sendMessageErrors = catalogueFor(
  sendMessage,
  formWords('The message could not be sent. Please try again.'),
);

export const conversationErrors = catalogueFor(
  readConversation,
  flowWords('This conversation could not be loaded. Please try again.'),
);

export const reviewErrors = catalogueFor(
  reviewAccount,
  flowWords('This account could not be loaded. Please try again.'),
);

/** The decision and the send-back answer the same codes (and the same account view). */
export const reviewActionErrors = catalogueFor(
  sendBackAccount,
  formWords('The account could not be changed. Please try again.'),
);

export const correctionErrors = catalogueFor(
  correctFreelancer,
  formWords('Your corrections could not be sent. Please try again later.'),
);

export const inviteErrors = catalogueFor(
  inviteToJob,
  flowWords('The invitation could not be sent. Please try again.'),
);

export const profileEditErrors = catalogueFor(
  editFreelancerProfile,
  formWords('Your profile could not be saved. Please try again.'),
);

export const closeAccountErrors = catalogueFor(
  closeFreelancerAccount,
  flowWords('Your account could not be closed. Please try again.'),
);
