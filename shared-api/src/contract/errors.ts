import { accountMessages, uploadRules } from './accounts';
import { applicationMessages } from './jobs';

/**
 * Every failure the API answers on purpose, by stable code: its HTTP status and the sentence a
 * person reads. The server throws codes and renders the sentence from here; endpoints declare the
 * codes they can answer (their 4XX answers in the OpenAPI document); the client's error catalogues
 * are built from the same table. Sentences of the spec's error catalogue are kept exactly.
 */
interface ErrorEntry {
  status: number;
  message: string | ((params: Record<string, string | number>) => string);
}

const inMinutes = (minutes: string | number | undefined) =>
  `${minutes} minute${minutes === 1 ? '' : 's'}`;

const entry = <const S extends number>(status: S, message: ErrorEntry['message']) => ({
  status,
  message,
});

export const apiErrors = {
  // Any endpoint
  invalidInput: entry(400, 'Invalid request. Please check your input.'),
  invalidJson: entry(400, 'The request body is not valid JSON.'),
  bodyTooDeep: entry(
    400,
    ({ max }) =>
      `The request body is nested too deeply: at most ${max} levels of arrays and objects are accepted.`,
  ),
  requestRejected: entry(400, 'The request could not be processed.'),
  badCharacters: entry(400, ({ field }) => `${field} contains a character that is not allowed.`),
  badMultipart: entry(400, 'The form could not be read. Please send it again.'),
  routeNotFound: entry(404, ({ method, path }) => `Route ${method} ${path} not found`),
  badAddress: entry(400, 'This address is not valid.'),
  addressTooLong: entry(414, 'This address is too long.'),
  tooLarge: entry(413, 'The request is too large.'),
  unsupportedType: entry(415, 'This content type is not supported here.'),
  tooManyRequests: entry(429, 'Too many requests. Please try again later.'),
  internal: entry(500, 'Internal server error. Please try again later.'),
  databaseDown: entry(503, 'Kaamyaab is briefly unavailable. Please try again in a few seconds.'),
  overloaded: entry(503, 'Kaamyaab is very busy right now. Please try again in a few seconds.'),
  accountNotFound: entry(404, 'This account does not exist.'),
  notSentBack: entry(409, 'Your account is not waiting for a correction.'),
  closeWrongPassword: entry(403, 'That password is not correct, so your account is still open.'),
  notReady: entry(503, 'This server is not ready to serve requests.'),
  storageDown: entry(
    503,
    'Files cannot be saved or opened right now. Please try again in a minute.',
  ),
  // Sessions and roles
  unauthenticated: entry(401, 'Please log in to continue.'),
  wrongRole: entry(403, 'You are not allowed to do this.'),
  underReview: entry(403, 'Your account is still under review, so this is not possible yet.'),
  crossSite: entry(403, 'Requests from other sites are not accepted.'),
  tooManyLogins: entry(
    429,
    ({ minutes }) => `Too many login attempts. Please try again in ${inMinutes(minutes)}.`,
  ),
  // Sign-up and login (the spec's error catalogue)
  notMultipart: entry(400, 'Please send the sign-up form as multipart/form-data.'),
  proofRequired: entry(400, accountMessages.proofRequired),
  proofWrongType: entry(400, uploadRules.proof.wrongType),
  avatarWrongType: entry(400, uploadRules.avatar.wrongType),
  fileTooLarge: entry(413, uploadRules.tooLarge),
  tooManyParts: entry(413, 'The form has too many parts.'),
  freelancerEmailTaken: entry(404, 'Freelancer with this email already registered. Please log in.'),
  companyEmailTaken: entry(404, 'Company with this email already registered. Please log in.'),
  freelancerUnknownEmail: entry(
    404,
    'Freelancer with this email does not exist. Please sign up first.',
  ),
  companyUnknownEmail: entry(404, 'Company with this email does not exist. Please register.'),
  freelancerWrongPassword: entry(400, 'Invalid credentials. Please check your email and password.'),
  companyWrongPassword: entry(400, 'Invalid request. Please check your email or password.'),
  freelancerNotFound: entry(404, 'Freelancer not found.'),
  companyNotFound: entry(404, 'Company not found.'),
  tooManySignups: entry(
    429,
    ({ minutes }) =>
      `Too many sign-ups from this network. Please try again in ${inMinutes(minutes)}.`,
  ),
  adminKeyInvalid: entry(403, 'Invalid admin signup key.'),
  tooManyAdminKeyAttempts: entry(
    429,
    ({ minutes }) => `Too many wrong admin signup keys. Please try again in ${inMinutes(minutes)}.`,
  ),
  adminEmailTaken: entry(400, 'Admin with this email already exists. Please log in.'),
  adminWrongPassword: entry(400, 'Invalid login credentials.'),
  adminNotFound: entry(404, 'Admin not found.'),
  invalidRefreshToken: entry(401, 'This refresh token is not valid. Please log in again.'),
  // Jobs
  postForbidden: entry(403, 'Only an approved company can post jobs.'),
  postAsOther: entry(403, 'You can only post jobs as your own company.'),
  readOtherCompany: entry(403, 'You can only see the jobs your own company posted.'),
  notJobEditor: entry(403, 'Only the company that posted this job can change it.'),
  jobHasAccepted: entry(
    409,
    'This job has an accepted application, so only the number of freelancers needed can be raised.',
  ),
  belowAccepted: entry(
    409,
    ({ accepted }) =>
      `This job already has ${accepted} accepted freelancer${accepted === 1 ? '' : 's'}, so it cannot need fewer.`,
  ),
  jobAlreadyOpen: entry(409, 'This job is already open.'),
  jobAlreadyClosed: entry(409, 'This job is already closed.'),
  reopenFilled: entry(
    409,
    'This job has all the freelancers it needs. Raise the number of freelancers needed to reopen it.',
  ),
  badCursor: entry(
    400,
    'This place in the list is not valid. Please load the list from the start.',
  ),
  // Applications
  applyForbidden: entry(403, 'Only an approved freelancer can apply for jobs.'),
  applyAsOther: entry(403, 'You can only apply as yourself.'),
  readOthersApplications: entry(403, 'You can only see your own applications.'),
  freelancerIdRequired: entry(400, 'freelancerId is required'),
  jobNotFound: entry(404, 'Job not found.'),
  notJobOwner: entry(403, 'Only the company that posted this job can see its applications.'),
  applicationNotFound: entry(404, 'Application not found.'),
  notDecider: entry(403, 'Only the company that posted this job can decide its applications.'),
  alreadyApplied: entry(409, applicationMessages.alreadyApplied),
  alreadyDecided: entry(409, applicationMessages.alreadyDecided),
  jobFilled: entry(
    409,
    'This job has all the freelancers it needs and takes no more applications.',
  ),
  jobClosed: entry(409, 'This job is closed and takes no more applications.'),
  acceptOnFilled: entry(
    409,
    'This job already has all the freelancers it needs, so no more applications can be accepted.',
  ),
  acceptOnClosed: entry(409, 'This job is closed. Reopen it to accept an application.'),
  notApplicant: entry(403, 'Only the freelancer who applied can withdraw this application.'),
  notWithdrawable: entry(
    409,
    ({ status }) => `This application was already ${status}, so it can no longer be withdrawn.`,
  ),
  // Contracts and money (deals.endpoints.ts)
  applicationNotAccepted: entry(409, 'An offer can only be sent to an applicant you accepted.'),
  offerExists: entry(409, 'An offer for this application already exists. Open it to continue.'),
  contractNotFound: entry(404, 'Contract not found.'),
  notContractParty: entry(
    403,
    'Only the company and the freelancer of this contract can see or change it.',
  ),
  notYourTurn: entry(409, "This offer is waiting for the other party's answer."),
  staleVersion: entry(
    409,
    'This offer has changed since you opened it. Please read the latest version first.',
  ),
  offerAnswered: entry(409, 'This offer has already been answered.'),
  contractNotActive: entry(409, 'This contract is not active, so this is not possible.'),
  tooManyMilestones: entry(409, 'A contract can have at most 20 milestones.'),
  milestoneNotFound: entry(404, 'Milestone not found.'),
  ownProposal: entry(409, 'The other party has to agree to the milestone you proposed.'),
  illegalMove: entry(
    409,
    'This milestone has moved on since you opened it. Please reload the contract.',
  ),
  onlyCompany: entry(403, 'Only the company of this contract can do this.'),
  onlyFreelancer: entry(403, 'Only the freelancer of this contract can do this.'),
  amountAboveEscrow: entry(
    409,
    ({ available }) => `At most ${available} is held for this milestone.`,
  ),
  submissionEmpty: entry(400, 'Add a note or at least one file to submit your work.'),
  workAwaitsDecision: entry(
    409,
    'Work is waiting for the company: approve it or request changes before ending the contract.',
  ),
  idempotencyReused: entry(
    409,
    'This request was already made with other details. Please reload and try again.',
  ),
  payInNotFound: entry(404, 'Payment not found.'),
  payInDecided: entry(409, 'This payment has already been confirmed or refused.'),
  payInMismatch: entry(
    409,
    'The amount or the reference does not match this payment. Check the bank statement, or refuse it with a reason.',
  ),
  receiptRequired: entry(400, 'Upload the transfer receipt: an image or a PDF.'),
  balanceTooLow: entry(409, 'There is not enough money held for this.'),
  workWrongType: entry(
    400,
    'Work files must be images, PDFs, Office or OpenDocument files, or ZIP archives.',
  ),
  // Talent
  talentForbidden: entry(403, 'Only an approved company can look for talent and invite it.'),
  alreadyInvited: entry(409, 'You have already invited this freelancer to this job.'),
  inviteeApplied: entry(409, 'This freelancer has already applied to this job.'),
  // Notifications and conversations
  notificationNotFound: entry(404, 'Notification not found.'),
  contactMessageNotFound: entry(404, 'This message does not exist.'),
  failedEmailNotFound: entry(
    404,
    'This email is not among the failed emails: it does not exist, or it was already put back.',
  ),
  conversationNotFound: entry(404, 'Conversation not found.'),
  notConversationParty: entry(
    403,
    'Only the company that posted the job and the applicant can read or write this conversation.',
  ),
  // Files and contact
  fileNotFound: entry(404, 'File not found.'),
  tooManyMessages: entry(
    429,
    ({ minutes }) => `Too many messages. Please try again in ${minutes} minutes.`,
  ),
  // Passwords and email verification (credentials.endpoints.ts)
  resetLinkInvalid: entry(
    400,
    'This password reset link is not valid any more: it was used or is more than an hour old. Please ask for a new one.',
  ),
  verificationLinkInvalid: entry(
    400,
    'This verification link is not valid any more: it was used, replaced by a newer one or has expired. Please log in and ask for a new one.',
  ),
  currentPasswordWrong: entry(400, 'Your current password is not correct.'),
  tooManyResetRequests: entry(
    429,
    ({ minutes }) => `Too many password reset requests. Please try again in ${inMinutes(minutes)}.`,
  ),
  tooManyVerificationEmails: entry(
    429,
    ({ minutes }) =>
      `Too many verification emails. Please check your inbox, or try again in ${inMinutes(minutes)}.`,
  ),
  tooManyPasswordAttempts: entry(
    429,
    ({ minutes }) => `Too many wrong current passwords. Please try again in ${inMinutes(minutes)}.`,
  ),
  // Bank statement reconciliation (docs/decisions/029-paying-in-and-out.md)
  statementRequired: entry(400, "Choose the bank statement's CSV file to upload."),
  statementTooLarge: entry(413, 'A statement may be at most 1 MB: upload a shorter period.'),
  statementUnreadable: entry(
    422,
    'Some lines of the statement could not be read, so nothing was imported. Check the layout and the columns.',
  ),
  statementEmpty: entry(422, 'The statement holds no transactions.'),
  statementNotFound: entry(404, 'This statement import does not exist.'),
  statementLineNotFound: entry(404, 'This statement line does not exist.'),
  statementLineResolved: entry(409, 'This statement line has already been resolved.'),
  statementAmountMismatch: entry(
    409,
    "The payment's amount is not the line's amount: apply a line only to a payment of the same amount.",
  ),
  // JazzCash's hosted checkout (docs/decisions/029-paying-in-and-out.md)
  providerSignatureInvalid: entry(400, "The payment provider's signature is missing or wrong."),
  // Payouts (payouts.endpoints.ts, docs/decisions/029-paying-in-and-out.md)
  ibanNotPakistani: entry(400, 'Only a Pakistani IBAN can be used: it starts with PK.'),
  ibanWrongLength: entry(
    400,
    'A Pakistani IBAN is 24 characters: PK, 2 check digits, 4 bank letters and 16 digits.',
  ),
  ibanWrongFormat: entry(
    400,
    'This is not the layout of a Pakistani IBAN: after PK and 2 check digits come 4 bank letters and 16 digits.',
  ),
  ibanCheckDigits: entry(
    400,
    "This IBAN's check digits do not match: a character is probably mistyped. Please copy it again from your bank.",
  ),
  walletNumberInvalid: entry(
    400,
    'A wallet number is the mobile number it is opened on, as 03001234567.',
  ),
  tooManyPayoutMethods: entry(409, 'You can save at most 5 ways to be paid. Remove one first.'),
  payoutMethodNotFound: entry(404, 'Add where to be paid first: an IBAN or a mobile wallet.'),
  payoutBelowMinimum: entry(400, ({ minimum }) =>
    minimum === undefined
      ? 'This is less than the smallest payout.'
      : `The smallest payout is ${minimum}.`,
  ),
  payoutAboveBalance: entry(409, 'This is more than your earnings available to pay out.'),
  payoutNotFound: entry(404, 'Payout not found.'),
  payoutIllegalMove: entry(409, 'This payout has moved on: reload to see where it stands.'),
  secondApproverSame: entry(
    409,
    'A second admin must approve this payout: you approved it already.',
  ),
  batchNotFound: entry(404, 'Payout batch not found.'),
  batchAlreadySent: entry(409, 'This batch has already been sent.'),
  batchNotSent: entry(409, 'Send the batch first: its results can be marked only after that.'),
  railUnavailable: entry(409, 'This payout rail is not available on this server.'),
  railHasNoFile: entry(409, 'Only a bank-file batch has a file to download.'),
  failureReasonRequired: entry(400, 'Give the reason the bank gave for the failure.'),
  accountStillActive: entry(409, 'This account is active: its owner asks for payouts themselves.'),
  // Invoices (invoices.endpoints.ts)
  invoiceNotFound: entry(404, 'Invoice not found.'),
  // Two-way reviews (docs/decisions/030-reviews.md)
  contractNotEnded: entry(409, 'You can review this contract once it has ended.'),
  noMoneyReleased: entry(
    409,
    'Only a contract that released money to the freelancer can be reviewed.',
  ),
  reviewWindowClosed: entry(409, 'The time to review this contract has passed.'),
  alreadyReviewed: entry(
    409,
    'You have already reviewed this contract. A review cannot be changed once it is sent.',
  ),
  reviewRatingsWrong: entry(400, 'Rate each of the three points from 1 to 5 stars.'),
  noReviewToReply: entry(404, 'There is no review of you on this contract to reply to.'),
  reviewNotRevealed: entry(409, 'You can reply once both reviews are shown.'),
  alreadyReplied: entry(409, 'You have already replied to this review.'),
  // Scores and public profiles (docs/decisions/032-reputation.md)
  profileNotFound: entry(404, 'This profile is not public.'),
  // Reports, moderation and appeals (docs/decisions/033-enforcement.md)
  reportTargetNotFound: entry(404, 'There is nothing here to report: it may have been removed.'),
  cannotReportOwn: entry(400, 'You cannot report your own job, message or profile.'),
  alreadyReported: entry(
    409,
    'Thank you, you have already reported this. Our team is looking at it and will tell you the outcome.',
  ),
  tooManyReports: entry(
    429,
    'You have sent many reports in a short time. Please wait an hour before sending another.',
  ),
  noOpenReports: entry(409, 'There are no open reports about this any more.'),
  cannotHide: entry(400, 'Only a job or a message can be hidden: deactivate an account instead.'),
  alreadyHidden: entry(409, 'This is already hidden.'),
  alreadyDeactivatedForCause: entry(409, 'This account is already deactivated for cause.'),
  notDeactivatedForCause: entry(
    409,
    'Your account is not deactivated, so there is nothing to appeal.',
  ),
  alreadyAppealed: entry(
    409,
    'You have already sent your appeal. We will tell you our decision here and by email.',
  ),
  appealNotFound: entry(404, 'This appeal does not exist.'),
  appealDecided: entry(409, 'This appeal has already been decided.'),
} as const satisfies Record<string, ErrorEntry>;

export type ApiErrorCode = keyof typeof apiErrors;
export type ErrorParams = Record<string, string | number>;

export function errorStatus(code: ApiErrorCode): number {
  return apiErrors[code].status;
}

export function errorMessage(code: ApiErrorCode, params: ErrorParams = {}): string {
  const message: ErrorEntry['message'] = apiErrors[code].message;
  return typeof message === 'function' ? message(params) : message;
}
