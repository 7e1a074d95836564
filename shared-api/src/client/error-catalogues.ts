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

/**
 * The spec's error catalogue, flow by flow: each endpoint's declared errors (their sentences live
 * in the contract's error table) plus the words a flow says on its own.
 */
const NETWORK = 'Network error. Please check your internet connection and try again.';
const INVALID = errorMessage('invalidInput');
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

export const freelancerLoginErrors = catalogueFor(freelancerEndpoints.login, {
  other: LOGIN_FAILED,
  noResponse: NETWORK,
});

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

export const decideErrors = catalogueFor(decideApplication, {
  other: 'The status could not be updated. Please try again.',
  noResponse: NETWORK,
});

export const postJobErrors = catalogueFor(postJob, {
  byStatus: { 400: { fallback: INVALID, joinFieldErrors: true } },
  other: 'Failed to post the job. Please try again later.',
  noResponse: NETWORK,
});

export const editJobErrors = catalogueFor(editJob, {
  byStatus: { 400: { fallback: INVALID, joinFieldErrors: true } },
  other: 'Failed to save the job. Please try again later.',
  noResponse: NETWORK,
});

export const jobStatusErrors = catalogueFor(changeJobStatus, {
  other: "The job's state could not be changed. Please try again.",
  noResponse: NETWORK,
});

export const withdrawErrors = catalogueFor(withdrawApplication, {
  other: 'The application could not be withdrawn. Please try again.',
  noResponse: NETWORK,
});

export const sendMessageErrors = catalogueFor(sendMessage, {
  byStatus: { 400: { fallback: INVALID, joinFieldErrors: true } },
  other: 'The message could not be sent. Please try again.',
  noResponse: NETWORK,
});

export const conversationErrors = catalogueFor(readConversation, {
  other: 'This conversation could not be loaded. Please try again.',
  noResponse: NETWORK,
});

export const reviewErrors = catalogueFor(reviewAccount, {
  other: 'This account could not be loaded. Please try again.',
  noResponse: NETWORK,
});

/** The decision and the send-back answer the same codes (and the same account view). */
export const reviewActionErrors = catalogueFor(sendBackAccount, {
  byStatus: { 400: { fallback: INVALID, joinFieldErrors: true } },
  other: 'The account could not be changed. Please try again.',
  noResponse: NETWORK,
});

export const correctionErrors = catalogueFor(correctFreelancer, {
  byStatus: { 400: { fallback: INVALID, joinFieldErrors: true } },
  other: 'Your corrections could not be sent. Please try again later.',
  noResponse: NETWORK,
});

export const inviteErrors = catalogueFor(inviteToJob, {
  other: 'The invitation could not be sent. Please try again.',
  noResponse: NETWORK,
});

export const profileEditErrors = catalogueFor(editFreelancerProfile, {
  byStatus: { 400: { fallback: INVALID, joinFieldErrors: true } },
  other: 'Your profile could not be saved. Please try again.',
  noResponse: NETWORK,
});

export const closeAccountErrors = catalogueFor(closeFreelancerAccount, {
  other: 'Your account could not be closed. Please try again.',
  noResponse: NETWORK,
});
