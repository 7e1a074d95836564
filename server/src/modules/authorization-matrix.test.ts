import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { allEndpoints, API_PREFIX } from '@kaamyaab/shared-api/contract';
import { DEV_ADMIN_SIGNUP_KEY } from '../config/env';
import { emailOutbox, freelancers, payoutMethods } from '../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  createAdmin,
  createFreelancer,
  loginAs,
  multipart,
  PASSWORD,
  pdfProof,
  signupBody,
} from '../../test/factories';
import { fundMilestone } from '../../test/funding';
import { insertApplication } from './applications/applications.repository';
import { insertJobsWithTies, jobOf, member, validJob, type Member } from './jobs/jobs.test-helpers';
import { notify } from './notifications/notify';
import { activeContract } from '../../test/active-contract';
import { freshKey, proofAs, receiptPdf, startedPayIn } from './pay-ins/pay-ins.test-helpers';
import { bankExport, importAs } from './statements/statements.test-helpers';
import {
  approveAs,
  batchAs,
  giveEarnings,
  GOOD_IBAN,
  requestedPayout,
  sendAs,
} from './payouts/payouts.test-helpers';

/**
 * Who may call what, as data: every endpoint of the contract × every kind of caller → the status
 * it must get. Columns: anonymous, a forged session cookie, an approved and a pending freelancer,
 * an approved and a pending company, an admin by cookie and an admin by bearer token. Rows that
 * name another account's ids have a case name. An endpoint without a row fails the test, and so
 * does an operation the server documents that no endpoint declares.
 *
 * Logins and logouts end the caller's session (a login ends the browser's previous login), so
 * their rows come last.
 */
const CALLERS = [
  'anonymous',
  'forged',
  'freelancer',
  'pendingFreelancer',
  'company',
  'pendingCompany',
  'admin',
  'adminBearer',
] as const;
type Caller = (typeof CALLERS)[number];
type Statuses = [number, number, number, number, number, number, number, number];

interface Fixture {
  t: TestApp;
  members: Record<Exclude<Caller, 'anonymous' | 'forged' | 'adminBearer'>, Member>;
  adminAccessToken: string;
  proofUrl: string;
  avatarUrl: string;
  target: { freelancerId: string; companyId: string };
  freelancerEmail: string;
  companyEmail: string;
  adminEmail: string;
}

interface Row {
  operationId: string;
  case?: string;
  /** The request, made fresh for each caller when the call changes state. */
  request: (f: Fixture) => Promise<InjectOptions> | InjectOptions;
  statuses: Statuses;
}

let unique = 0;
const nextEmail = (kind: string) => `matrix.${kind}.${(unique += 1)}.${Date.now()}@example.pk`;

const api = (method: InjectOptions['method'], path: string, payload?: unknown) =>
  ({
    method,
    url: `${API_PREFIX}${path}`,
    ...(payload !== undefined && { payload }),
  }) as InjectOptions;

/** A fresh job of the approved company with a pending application of the approved freelancer. */
async function pendingApplication(f: Fixture): Promise<string> {
  const jobId = await jobOf(f.t, f.members.company);
  const applied = await f.t.app.inject({
    ...api('POST', '/application/apply', {
      jobId,
      coverLetter: 'I have built five shops.',
      proposedRate: 20000,
      estimatedCompletionTime: '2 weeks',
    }),
    headers: f.members.freelancer.headers,
  });
  return applied.json().data.application._id as string;
}

/** A job of another approved company, with a pending application of another freelancer. */
async function othersApplication(f: Fixture): Promise<{ jobId: string; applicationId: string }> {
  const [jobId] = await insertJobsWithTies(f.t, f.target.companyId, [1]);
  const application = await insertApplication(f.t.db, {
    jobId: jobId!,
    freelancerId: f.target.freelancerId,
    coverLetter: 'I have built five shops.',
    proposedRate: 20000,
    estimatedCompletionTime: '2 weeks',
  });
  return { jobId: jobId!, applicationId: application.id };
}

/** An email the worker gave up on, written straight into the outbox. */
async function failedEmail(f: Fixture): Promise<string> {
  const [row] = await f.t.db
    .insert(emailOutbox)
    .values({
      idempotencyKey: `matrix:failed:${(unique += 1)}`,
      toAddress: f.adminEmail,
      subject: 'Refused',
      textBody: 'Refused',
      htmlBody: '<p>Refused</p>',
      attempts: 1,
      lastError: '550 Mailbox unavailable',
      failedAt: new Date(),
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/** A fresh active contract of the approved company and freelancer: its first milestone's id. */
async function ownMilestone(f: Fixture): Promise<string> {
  const parties = { companyId: f.members.company.id, freelancerId: f.members.freelancer.id };
  return (await activeContract(f.t, parties)).milestoneIds[0]!;
}

/** A pay-in of the approved company, its receipt sent when `withProof`. */
/** A statement of one credit nothing claims, its bytes unique so it is a new import. */
const heldCredit = () =>
  bankExport([{ description: `CASH DEPOSIT ${freshKey()}`, credit: '100.00' }]);

/** An unmatched line of a statement the admin imported. */
async function heldLine(f: Fixture): Promise<{ id: string; statementId: string }> {
  const imported = await importAs(f.t, f.members.admin, heldCredit());
  return imported.json().data.lines[0];
}

async function ownPayIn(f: Fixture, withProof: boolean) {
  const payIn = await startedPayIn(f.t, f.members.company, await ownMilestone(f));
  if (withProof) await proofAs(f.t, f.members.company, payIn.id, 'FT-5512');
  return payIn;
}

// Payouts (docs/decisions/029-paying-in-and-out.md): each request on money of its own.
const FREELANCERS_OWN = (ok: number, pending = ok): Statuses => [
  401,
  401,
  ok,
  pending,
  403,
  403,
  403,
  403,
];
const ADMINS = (ok: number): Statuses => [401, 401, 403, 403, 403, 403, ok, ok];

/** A method of `freelancerId`, written straight in (the limit of 5 is the API's, not the matrix's). */
async function payoutMethodOf(f: Fixture, freelancerId: string): Promise<string> {
  const [row] = await f.t.db
    .insert(payoutMethods)
    .values({
      freelancerId,
      kind: 'iban',
      accountNumber: GOOD_IBAN,
      accountTitle: 'Matrix',
      isDefault: false,
    })
    .returning({ id: payoutMethods.id });
  return row!.id;
}

/** A payout of the approved freelancer, below the second-approval limit, approved when asked. */
async function ownPayout(f: Fixture, approved = false): Promise<string> {
  const { freelancer } = f.members;
  const methodId = await payoutMethodOf(f, freelancer.id);
  await giveEarnings(f.t.db, freelancer.id, 200_000);
  const payout = await requestedPayout(f.t, freelancer, 150_000, methodId);
  if (approved) await approveAs(f.t, f.members.admin, payout.id);
  return payout.id;
}

/** A batch of one approved payout on `rail`, sent when asked. */
async function ownBatch(f: Fixture, rail: 'simulator' | 'bankFile', sent = false) {
  const payoutId = await ownPayout(f, true);
  const batch = (await batchAs(f.t, f.members.admin, rail, [payoutId])).json().data.batch;
  if (sent) await sendAs(f.t, f.members.admin, batch.id);
  return { batchId: batch.id as string, payoutId };
}

// anonymous, forged, freelancer, pendingFreelancer, company, pendingCompany, admin, adminBearer
const ALL_SIGNED_IN: Statuses = [401, 401, 200, 200, 200, 200, 200, 200];
const ADMINS_ONLY: Statuses = [401, 401, 403, 403, 403, 403, 200, 200];
const ANYONE = (status: number): Statuses => [
  status,
  status,
  status,
  status,
  status,
  status,
  status,
  status,
];

// Contracts (docs/decisions/028-contracts-and-escrow.md): each request on a deal of its own
// between the approved company and the approved freelancer.
const offerTerms = {
  title: 'Storefront for a Lahore bakery',
  scope: 'Design and build the online shop.',
  milestones: [{ title: 'Design', amountPaisa: 5_000_000, dueDate: '2027-01-15' }],
};

/** A fresh application of the approved freelancer that the approved company accepted. */
async function acceptedApplication(f: Fixture): Promise<string> {
  const applicationId = await pendingApplication(f);
  await f.t.app.inject({
    ...api('PATCH', `/application/status/${applicationId}`, { status: 'accepted' }),
    headers: f.members.company.headers,
  });
  return applicationId;
}

/** A fresh offer of the approved company, waiting for the approved freelancer's answer. */
async function offered(f: Fixture): Promise<string> {
  const sent = await f.t.app.inject({
    ...api('POST', '/contracts/offers', {
      applicationId: await acceptedApplication(f),
      ...offerTerms,
    }),
    headers: f.members.company.headers,
  });
  return sent.json().data.contract.id as string;
}

/** A fresh active contract between the approved company and the approved freelancer. */
async function acceptedContract(f: Fixture): Promise<string> {
  return (await activeDeal(f)).contractId;
}

/** The same, with its one milestone's id. */
async function activeDeal(f: Fixture): Promise<{ contractId: string; milestoneId: string }> {
  const contractId = await offered(f);
  const accepted = await f.t.app.inject({
    ...api('POST', `/contracts/${contractId}/answer`, { version: 1, action: 'accept' }),
    headers: f.members.freelancer.headers,
  });
  return { contractId, milestoneId: accepted.json().data.contract.milestones[0].id as string };
}

/** A funded milestone of a fresh contract, submitted by the freelancer if asked. */
async function fundedMilestone(f: Fixture, { submitted = false } = {}): Promise<string> {
  const { milestoneId } = await activeDeal(f);
  await fundMilestone(f.t.db, milestoneId);
  if (submitted) {
    const form = await multipart({ note: 'Done' });
    await f.t.app.inject({
      ...api('POST', `/milestones/${milestoneId}/submit`),
      payload: form.payload,
      headers: { ...form.headers, ...f.members.freelancer.headers },
    });
  }
  return milestoneId;
}

/** The id of the freelancer's invoice for a freshly approved milestone of the approved parties. */
async function releasedInvoice(f: Fixture): Promise<string> {
  const milestoneId = await fundedMilestone(f, { submitted: true });
  const approved = await f.t.app.inject({
    ...api('POST', `/milestones/${milestoneId}/approve`, { idempotencyKey: matrixKey() }),
    headers: f.members.company.headers,
  });
  const contractId = approved.json().data.contract.id as string;
  const listed = await f.t.app.inject({
    ...api('GET', `/contracts/${contractId}/invoices`),
    headers: f.members.company.headers,
  });
  return listed.json().data.invoices[0].id as string;
}

const matrixKey = () => `matrix-key-${(unique += 1)}-${Date.now()}`;

// Two-way reviews (docs/decisions/030-reviews.md): each request on a contract of its own that
// ended with part of its milestone released to the approved freelancer.
const freelancerReview = {
  overall: 5,
  ratings: { clarity: 5, communication: 4, payingOnTime: 5 },
  text: 'Clear brief, quick answers and paid on the day.',
  privateRating: 9,
};
const companyReview = {
  overall: 4,
  ratings: { quality: 4, communication: 5, deadlines: 4 },
  text: 'Careful work, delivered a day before the deadline.',
  privateRating: 8,
};

/** A fresh contract that ended with money released; with both reviews written when asked. */
async function reviewableContract(f: Fixture, { reviewed = false } = {}): Promise<string> {
  const { contractId, milestoneId } = await activeDeal(f);
  await fundMilestone(f.t.db, milestoneId);
  const as = (who: Member, options: InjectOptions) =>
    f.t.app.inject({ ...options, headers: who.headers });
  await as(
    f.members.company,
    api('POST', `/milestones/${milestoneId}/release-part`, {
      idempotencyKey: matrixKey(),
      amountPaisa: 1_000_000,
    }),
  );
  await as(
    f.members.company,
    api('POST', `/contracts/${contractId}/end`, { idempotencyKey: matrixKey(), reason: 'Done' }),
  );
  if (reviewed) {
    for (const [who, body] of [
      [f.members.company, companyReview],
      [f.members.freelancer, freelancerReview],
    ] as const)
      await as(
        who,
        api('POST', `/contracts/${contractId}/reviews`, { idempotencyKey: matrixKey(), ...body }),
      );
  }
  return contractId;
}

const reviewRows: Row[] = [
  {
    operationId: 'contractReviews',
    request: async (f) => api('GET', `/contracts/${await reviewableContract(f)}/reviews`),
    statuses: [401, 401, 200, 403, 200, 403, 403, 403],
  },
  {
    operationId: 'submitReview',
    case: "a freelancer's ratings of a company",
    request: async (f) =>
      api('POST', `/contracts/${await reviewableContract(f)}/reviews`, {
        idempotencyKey: matrixKey(),
        ...freelancerReview,
      }),
    statuses: [401, 401, 201, 403, 400, 403, 403, 403],
  },
  {
    operationId: 'submitReview',
    case: "a company's ratings of a freelancer",
    request: async (f) =>
      api('POST', `/contracts/${await reviewableContract(f)}/reviews`, {
        idempotencyKey: matrixKey(),
        ...companyReview,
      }),
    statuses: [401, 401, 400, 403, 201, 403, 403, 403],
  },
  {
    operationId: 'replyToReview',
    case: 'both reviews written',
    request: async (f) =>
      api('POST', `/contracts/${await reviewableContract(f, { reviewed: true })}/reviews/reply`, {
        text: 'Thank you, it was a pleasure.',
      }),
    statuses: [401, 401, 200, 403, 200, 403, 403, 403],
  },
  {
    operationId: 'personReviews',
    request: (f) => api('GET', `/reviews/freelancer/${f.members.freelancer.id}`),
    // Any signed-in account: revealed reviews will be public with the profiles.
    statuses: ALL_SIGNED_IN,
  },
  {
    operationId: 'adminPersonReviews',
    request: (f) => api('GET', `/admin/reviews/company/${f.members.company.id}`),
    statuses: ADMINS_ONLY,
  },
];

// Scores and public profiles (docs/decisions/032-reputation.md): a pending account has no page.
const reputationRows: Row[] = [
  {
    operationId: 'publicFreelancer',
    request: (f) => api('GET', `/profiles/freelancers/${f.members.freelancer.id}`),
    statuses: ANYONE(200),
  },
  {
    operationId: 'publicFreelancer',
    case: 'a pending freelancer',
    request: (f) => api('GET', `/profiles/freelancers/${f.members.pendingFreelancer.id}`),
    statuses: ANYONE(404),
  },
  {
    operationId: 'publicCompany',
    request: (f) => api('GET', `/profiles/companies/${f.members.company.id}`),
    statuses: ANYONE(200),
  },
  {
    operationId: 'myScore',
    request: () => api('GET', '/reputation/mine'),
    statuses: [401, 401, 200, 403, 200, 403, 403, 403],
  },
];

// Reports, moderation and appeals (docs/decisions/033-enforcement.md): each request on a job or
// an account of its own.
const moderationText = 'Asked for the advance outside Kaamyaab.';

/** A fresh job of a fresh company, reported by a fresh freelancer when asked (each its limit). */
async function reportableJob(f: Fixture, reported = false): Promise<string> {
  const jobId = await jobOf(f.t, await member(f.t, 'company'));
  if (reported)
    await f.t.app.inject({
      ...api('POST', '/reports', {
        targetType: 'job',
        targetId: jobId,
        reason: 'scam',
        text: moderationText,
      }),
      headers: (await member(f.t, 'freelancer')).headers,
    });
  return jobId;
}

/** A fresh freelancer deactivated for cause, with its appeal sent. */
async function pendingAppeal(f: Fixture): Promise<string> {
  const holder = await member(f.t, 'freelancer');
  const as = (who: Member, options: InjectOptions) =>
    f.t.app.inject({ ...options, headers: who.headers });
  await as(
    f.members.admin,
    api('POST', `/admin/accounts/freelancer/${holder.id}/deactivate-for-cause`, {
      reason: 'fraud',
      text: moderationText,
    }),
  );
  const sent = await as(
    holder,
    api('POST', '/moderation/appeal', { idempotencyKey: matrixKey(), text: 'Please look again.' }),
  );
  return sent.json().data.standing.appeal._id as string;
}

const moderationRows: Row[] = [
  {
    operationId: 'sendReport',
    case: "another company's job",
    request: async (f) =>
      api('POST', '/reports', {
        targetType: 'job',
        targetId: await reportableJob(f),
        reason: 'spam',
        text: moderationText,
      }),
    statuses: [401, 401, 201, 403, 201, 403, 403, 403],
  },
  {
    operationId: 'moderationQueue',
    request: () => api('GET', '/admin/moderation/reports'),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'resolveReports',
    case: 'a reported job, dismissed',
    request: async (f) =>
      api('POST', `/admin/moderation/reports/job/${await reportableJob(f, true)}`, {
        action: 'dismiss',
        note: 'Nothing wrong.',
      }),
    statuses: ADMINS(200),
  },
  {
    operationId: 'deactivateForCause',
    case: 'a fresh freelancer',
    request: async (f) =>
      api(
        'POST',
        `/admin/accounts/freelancer/${(await member(f.t, 'freelancer')).id}/deactivate-for-cause`,
        {
          reason: 'abuse',
          text: moderationText,
        },
      ),
    statuses: ADMINS(200),
  },
  {
    operationId: 'myStanding',
    request: () => api('GET', '/moderation/standing'),
    statuses: [401, 401, 200, 200, 200, 200, 403, 403],
  },
  {
    operationId: 'sendAppeal',
    case: 'an account not deactivated for cause',
    request: () =>
      api('POST', '/moderation/appeal', {
        idempotencyKey: matrixKey(),
        text: 'Please look again.',
      }),
    statuses: [401, 401, 409, 409, 409, 409, 403, 403],
  },
  {
    operationId: 'listAppeals',
    request: () => api('GET', '/admin/moderation/appeals'),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'decideAppeal',
    case: 'a pending appeal',
    request: async (f) =>
      api('POST', `/admin/moderation/appeals/${await pendingAppeal(f)}`, {
        decision: 'uphold',
        reply: 'The deactivation stands.',
      }),
    statuses: ADMINS(200),
  },
];

const contractRows: Row[] = [
  {
    operationId: 'sendOffer',
    request: async (f) =>
      api('POST', '/contracts/offers', {
        applicationId: await acceptedApplication(f),
        ...offerTerms,
      }),
    statuses: [401, 401, 403, 403, 201, 403, 403, 403],
  },
  {
    operationId: 'sendOffer',
    case: "another company's application",
    request: async (f) =>
      api('POST', '/contracts/offers', {
        applicationId: (await othersApplication(f)).applicationId,
        ...offerTerms,
      }),
    statuses: [401, 401, 403, 403, 403, 403, 403, 403],
  },
  {
    operationId: 'answerOffer',
    case: 'an offer waiting for the freelancer',
    request: async (f) =>
      api('POST', `/contracts/${await offered(f)}/answer`, { version: 1, action: 'decline' }),
    statuses: [401, 401, 200, 403, 409, 403, 403, 403],
  },
  {
    operationId: 'counterOffer',
    case: 'an offer waiting for the freelancer',
    request: async (f) =>
      api('POST', `/contracts/${await offered(f)}/counter`, { version: 1, ...offerTerms }),
    statuses: [401, 401, 200, 403, 409, 403, 403, 403],
  },
  {
    operationId: 'listMyContracts',
    request: () => api('GET', '/contracts'),
    statuses: [401, 401, 200, 200, 200, 200, 403, 403],
  },
  {
    operationId: 'readContract',
    case: 'a contract of the approved company and freelancer',
    request: async (f) => api('GET', `/contracts/${await acceptedContract(f)}`),
    statuses: [401, 401, 200, 403, 200, 403, 200, 200],
  },
  {
    operationId: 'listContracts',
    request: () => api('GET', '/admin/contracts'),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'proposeMilestone',
    request: async (f) =>
      api('POST', `/contracts/${await acceptedContract(f)}/milestones`, offerTerms.milestones[0]),
    statuses: [401, 401, 201, 403, 201, 403, 403, 403],
  },
  {
    operationId: 'answerMilestone',
    case: 'a milestone the company proposed',
    request: async (f) => {
      const contractId = await acceptedContract(f);
      const proposed = await f.t.app.inject({
        ...api('POST', `/contracts/${contractId}/milestones`, offerTerms.milestones[0]),
        headers: f.members.company.headers,
      });
      const milestone = proposed.json().data.contract.milestones.at(-1) as { id: string };
      return api('POST', `/contracts/${contractId}/milestones/${milestone.id}/answer`, {
        action: 'agree',
      });
    },
    statuses: [401, 401, 200, 403, 409, 403, 403, 403],
  },
  {
    operationId: 'submitWork',
    request: async (f) => ({
      ...api('POST', `/milestones/${await fundedMilestone(f)}/submit`),
      ...(await multipart({ note: 'The first designs' })),
    }),
    statuses: [401, 401, 200, 403, 403, 403, 403, 403],
  },
  {
    operationId: 'requestChanges',
    request: async (f) =>
      api('POST', `/milestones/${await fundedMilestone(f, { submitted: true })}/request-changes`, {
        reason: 'Please use our colours.',
      }),
    statuses: [401, 401, 403, 403, 200, 403, 403, 403],
  },
  {
    operationId: 'approveMilestone',
    request: async (f) =>
      api('POST', `/milestones/${await fundedMilestone(f, { submitted: true })}/approve`, {
        idempotencyKey: matrixKey(),
      }),
    statuses: [401, 401, 403, 403, 200, 403, 403, 403],
  },
  {
    operationId: 'releasePart',
    request: async (f) =>
      api('POST', `/milestones/${await fundedMilestone(f)}/release-part`, {
        idempotencyKey: matrixKey(),
        amountPaisa: 50_000,
      }),
    statuses: [401, 401, 403, 403, 200, 403, 403, 403],
  },
  {
    operationId: 'addBonus',
    request: async (f) =>
      api('POST', `/contracts/${await acceptedContract(f)}/bonus`, {
        idempotencyKey: matrixKey(),
        amountPaisa: 50_000,
      }),
    statuses: [401, 401, 403, 403, 201, 403, 403, 403],
  },
  {
    operationId: 'endContract',
    request: async (f) =>
      api('POST', `/contracts/${await acceptedContract(f)}/end`, {
        idempotencyKey: matrixKey(),
        reason: 'Done for now',
      }),
    statuses: [401, 401, 200, 403, 200, 403, 403, 403],
  },
];

const rows: Row[] = [
  { operationId: 'getHealth', request: () => api('GET', '/health'), statuses: ANYONE(200) },
  {
    operationId: 'getReadiness',
    request: () => api('GET', '/health/ready'),
    statuses: ANYONE(200),
  },
  { operationId: 'getSignedInAccount', request: () => api('GET', '/me'), statuses: ALL_SIGNED_IN },
  {
    operationId: 'getFreelancerProfile',
    request: (f) => api('POST', '/freelancer/profile', { id: f.target.freelancerId }),
    statuses: ALL_SIGNED_IN,
  },
  {
    operationId: 'getCompanyProfile',
    request: (f) => api('POST', '/company/profile', { id: f.target.companyId }),
    statuses: ALL_SIGNED_IN,
  },
  // The owner's own account. The edits write the factories' own values, so every
  // member stays as it was; the closes send an empty password, so no account is closed.
  {
    operationId: 'editFreelancerProfile',
    request: async () => ({
      ...api('PATCH', '/freelancer/me'),
      ...(await multipart({
        fullName: 'Ayesha Khan',
        number: '03001234567',
        bankAccount: 'PK36SCBL0000001123456702',
        skills: 'React, TypeScript',
        currentlyEmployed: 'false',
        bio: 'Frontend developer from Lahore.',
      })),
    }),
    statuses: [401, 401, 200, 200, 403, 403, 403, 403],
  },
  {
    operationId: 'editCompanyProfile',
    request: async (f) => ({
      ...api('PATCH', '/company/me'),
      ...(await multipart({
        companyName: f.members.company.name,
        pocName: 'Bilal Ahmed',
        pocId: '42101-7654321-3',
        bio: 'A product studio in Karachi.',
      })),
    }),
    statuses: [401, 401, 403, 403, 200, 200, 403, 403],
  },
  {
    operationId: 'editAdminProfile',
    request: () => api('PATCH', '/admin/me', { username: 'noor' }),
    statuses: ADMINS_ONLY,
  },
  ...(
    [
      ['closeFreelancerAccount', 'freelancer', [400, 400, 403, 403, 403, 403]],
      ['closeCompanyAccount', 'company', [403, 403, 400, 400, 403, 403]],
      ['closeAdminAccount', 'admin', [403, 403, 403, 403, 400, 400]],
    ] as const
  ).map(([operationId, role, roles]) => ({
    operationId,
    case: 'without a password',
    request: () => api('POST', `/${role}/me/close`, { password: '' }),
    statuses: [401, 401, ...roles] as Statuses,
  })),
  ...(['Freelancers', 'Companies'] as const).flatMap((plural) =>
    (['Active', 'Inactive'] as const).map((state) => ({
      operationId: `list${state}${plural}`,
      request: () =>
        api(
          'GET',
          `/${plural === 'Freelancers' ? 'freelancer' : 'company'}/${state.toLowerCase()}`,
        ),
      statuses: ADMINS_ONLY,
    })),
  ),
  {
    operationId: 'toggleFreelancerStatus',
    request: (f) => api('PATCH', `/freelancer/${f.target.freelancerId}/toggle-status`),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'toggleCompanyStatus',
    request: (f) => api('PATCH', `/company/${f.target.companyId}/toggle-status`),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'searchAccounts',
    request: () => api('GET', '/admin/accounts/freelancer?q=Ayesha&sort=newest'),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'getAdminStats',
    request: () => api('GET', '/admin/stats'),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'listContactMessages',
    request: () => api('GET', '/admin/contact-messages'),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'listFailedEmails',
    request: () => api('GET', '/admin/failed-emails'),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'retryFailedEmail',
    case: 'an email the worker gave up on',
    request: async (f) => api('POST', `/admin/failed-emails/${await failedEmail(f)}/retry`),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'retryFailedEmail',
    case: 'an email that does not exist',
    request: () => api('POST', '/admin/failed-emails/00000000-0000-4000-8000-000000000000/retry'),
    statuses: [401, 401, 403, 403, 403, 403, 404, 404],
  },
  {
    operationId: 'markContactMessage',
    case: 'a message that does not exist',
    request: () =>
      api('PATCH', '/admin/contact-messages/00000000-0000-4000-8000-000000000000', { read: true }),
    statuses: [401, 401, 403, 403, 403, 403, 404, 404],
  },
  // Paying milestones into escrow, and each party's money.
  {
    operationId: 'startPayIn',
    case: "a milestone of the approved company's contract",
    request: async (f) =>
      api('POST', `/milestones/${await ownMilestone(f)}/pay-in`, {
        idempotencyKey: freshKey(),
        rail: 'bankTransfer',
      }),
    statuses: [401, 401, 403, 403, 200, 403, 403, 403],
  },
  {
    operationId: 'readMilestonePayIn',
    case: 'a milestone of the approved parties',
    request: async (f) => api('GET', `/milestones/${await ownMilestone(f)}/pay-in`),
    statuses: [401, 401, 200, 403, 200, 403, 200, 200],
  },
  {
    operationId: 'sendPayInProof',
    case: "the approved company's pay-in",
    request: async (f) => ({
      ...api('POST', `/pay-ins/${(await ownPayIn(f, false)).id}/proof`),
      ...(await multipart({ transactionId: 'FT-5512' }, { proof: receiptPdf() })),
    }),
    statuses: [401, 401, 403, 403, 200, 403, 403, 403],
  },
  { operationId: 'listPayIns', request: () => api('GET', '/admin/pay-ins'), statuses: ADMINS_ONLY },
  // JazzCash's calls to us (docs/decisions/029-paying-in-and-out.md): public, as the provider
  // calls without a session, and trusted by their pp_SecureHash alone, whoever sends them. A
  // notice nobody signed is refused to every caller: the IPN answers 400, the return sends the
  // browser on (303) having applied nothing. The signed ones are proven in pay-ins/jazzcash/.
  {
    operationId: 'jazzCashNotification',
    case: 'a notice nobody signed',
    request: () =>
      api('POST', '/pay-ins/jazzcash/ipn', { pp_TxnRefNo: 'KYABCD2345', pp_ResponseCode: '000' }),
    statuses: [400, 400, 400, 400, 400, 400, 400, 400],
  },
  {
    operationId: 'jazzCashReturn',
    case: 'a return nobody signed',
    request: () =>
      api('POST', '/pay-ins/jazzcash/return', {
        pp_TxnRefNo: 'KYABCD2345',
        pp_ResponseCode: '000',
      }),
    statuses: [303, 303, 303, 303, 303, 303, 303, 303],
  },
  {
    operationId: 'moneyDesk',
    request: () => api('GET', '/admin/money/desk'),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'moneyAudit',
    request: () => api('GET', '/admin/money/audit'),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'confirmPayIn',
    case: 'a pay-in with its receipt, read right',
    request: async (f) => {
      const { id, amountPaisa, reference } = await ownPayIn(f, true);
      return api('POST', `/admin/pay-ins/${id}/confirm`, {
        idempotencyKey: freshKey(),
        amountPaisa,
        reference,
      });
    },
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'refusePayIn',
    case: 'a pay-in with its receipt',
    request: async (f) =>
      api('POST', `/admin/pay-ins/${(await ownPayIn(f, true)).id}/refuse`, { reason: 'Not found' }),
    statuses: ADMINS_ONLY,
  },
  // Bank statement reconciliation
  {
    operationId: 'importBankStatement',
    case: 'a statement no one imported before',
    request: async () => ({
      ...api('POST', '/admin/statements'),
      ...(await multipart(
        { layout: 'bankExport' },
        { statement: { bytes: heldCredit(), name: 'statement.csv', type: 'text/csv' } },
      )),
    }),
    statuses: [401, 401, 403, 403, 403, 403, 201, 201],
  },
  {
    operationId: 'listBankStatements',
    request: () => api('GET', '/admin/statements'),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'readBankStatement',
    case: 'an import of the admin',
    request: async (f) => api('GET', `/admin/statements/${(await heldLine(f)).statementId}`),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'listUnmatchedStatementLines',
    request: () => api('GET', '/admin/statement-lines/unmatched'),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'resolveStatementLine',
    case: 'an unmatched credit, refunded by hand',
    request: async (f) =>
      api('POST', `/admin/statement-lines/${(await heldLine(f)).id}/resolve`, {
        action: 'refund',
        idempotencyKey: freshKey(),
        refundReference: 'FT26331RF01',
      }),
    statuses: ADMINS_ONLY,
  },
  ...['readMoneySummary', 'readStatement', 'downloadStatement'].map((operationId) => ({
    operationId,
    request: () =>
      api(
        'GET',
        { readMoneySummary: '/money/summary', readStatement: '/money/statement' }[operationId] ??
          '/money/statement.csv',
      ),
    statuses: [401, 401, 200, 200, 200, 200, 403, 403] as Statuses,
  })),
  {
    operationId: 'readContractLedger',
    case: 'a contract of the approved parties',
    request: async (f) => {
      const parties = { companyId: f.members.company.id, freelancerId: f.members.freelancer.id };
      return api('GET', `/contracts/${(await activeContract(f.t, parties)).contractId}/ledger`);
    },
    statuses: [401, 401, 200, 403, 200, 403, 200, 200],
  },
  // Payouts
  {
    operationId: 'readPayouts',
    request: () => api('GET', '/payouts'),
    statuses: FREELANCERS_OWN(200),
  },
  {
    operationId: 'addPayoutMethod',
    request: () =>
      api('POST', '/payouts/methods', {
        kind: 'jazzcash',
        accountNumber: '03001234567',
        accountTitle: 'Matrix',
      }),
    statuses: FREELANCERS_OWN(201),
  },
  ...['removePayoutMethod', 'choosePayoutMethod'].map((operationId) => ({
    operationId,
    case: "the approved freelancer's own method",
    request: async (f: Fixture) => {
      const id = await payoutMethodOf(f, f.members.freelancer.id);
      return operationId === 'removePayoutMethod'
        ? api('DELETE', `/payouts/methods/${id}`)
        : api('POST', `/payouts/methods/${id}/default`);
    },
    statuses: FREELANCERS_OWN(200, 404),
  })),
  {
    operationId: 'requestPayout',
    case: 'the approved freelancer with earnings and a method',
    request: async (f) => {
      const methodId = await payoutMethodOf(f, f.members.freelancer.id);
      await giveEarnings(f.t.db, f.members.freelancer.id, 150_000);
      return api('POST', '/payouts', {
        idempotencyKey: freshKey(),
        amountPaisa: 150_000,
        methodId,
      });
    },
    statuses: FREELANCERS_OWN(201, 404),
  },
  {
    operationId: 'cancelPayout',
    case: "the approved freelancer's own payout",
    request: async (f) => api('POST', `/payouts/${await ownPayout(f)}/cancel`),
    statuses: FREELANCERS_OWN(200, 404),
  },
  {
    operationId: 'listPayouts',
    request: () => api('GET', '/admin/payouts'),
    statuses: ADMINS(200),
  },
  {
    operationId: 'approvePayout',
    case: 'a payout waiting for approval',
    request: async (f) => api('POST', `/admin/payouts/${await ownPayout(f)}/approve`),
    statuses: ADMINS(200),
  },
  {
    operationId: 'makePayoutBatch',
    case: 'an approved payout',
    request: async (f) =>
      api('POST', '/admin/payout-batches', {
        idempotencyKey: freshKey(),
        rail: 'simulator',
        payoutIds: [await ownPayout(f, true)],
      }),
    statuses: ADMINS(201),
  },
  {
    operationId: 'listPayoutBatches',
    request: () => api('GET', '/admin/payout-batches'),
    statuses: ADMINS(200),
  },
  {
    operationId: 'sendPayoutBatch',
    case: 'a batch not yet sent',
    request: async (f) =>
      api('POST', `/admin/payout-batches/${(await ownBatch(f, 'simulator')).batchId}/send`),
    statuses: ADMINS(200),
  },
  {
    operationId: 'downloadPayoutBatchFile',
    case: 'a bank-file batch',
    request: async (f) =>
      api('GET', `/admin/payout-batches/${(await ownBatch(f, 'bankFile')).batchId}/file`),
    statuses: ADMINS(200),
  },
  {
    operationId: 'recordPayoutResult',
    case: 'a payout of a sent bank-file batch',
    request: async (f) =>
      api('POST', `/admin/payouts/${(await ownBatch(f, 'bankFile', true)).payoutId}/result`, {
        outcome: 'paid',
        bankReference: 'FT1',
      }),
    statuses: ADMINS(200),
  },
  {
    operationId: 'listDormantEarnings',
    request: () => api('GET', '/admin/payouts/dormant'),
    statuses: ADMINS(200),
  },
  {
    operationId: 'payOutRemainingEarnings',
    case: 'a deactivated freelancer with earnings and a method',
    request: async (f) => {
      const dormant = await createFreelancer(f.t.db, { active: false });
      await payoutMethodOf(f, dormant.id);
      await giveEarnings(f.t.db, dormant.id, 50_000);
      return api('POST', `/admin/freelancers/${dormant.id}/payout`, { idempotencyKey: freshKey() });
    },
    statuses: ADMINS(201),
  },
  // Invoices (docs/decisions/029-paying-in-and-out.md): a release of the approved parties' work.
  {
    operationId: 'listContractInvoices',
    case: 'a contract of the approved parties',
    request: async (f) => api('GET', `/contracts/${await acceptedContract(f)}/invoices`),
    statuses: [401, 401, 200, 403, 200, 403, 200, 200],
  },
  {
    operationId: 'listMyInvoices',
    request: () => api('GET', '/money/invoices'),
    statuses: [401, 401, 200, 200, 200, 200, 403, 403],
  },
  {
    operationId: 'downloadInvoice',
    case: 'the invoice of a release between the approved parties',
    request: async (f) => api('GET', `/invoices/${await releasedInvoice(f)}/pdf?lang=ur`),
    statuses: [401, 401, 200, 403, 200, 403, 200, 200],
  },
  {
    operationId: 'downloadEarningsStatement',
    request: () => api('GET', '/money/earnings-statement/2026/pdf'),
    statuses: [401, 401, 200, 200, 403, 403, 403, 403],
  },
  {
    operationId: 'reviewAccount',
    request: (f) => api('GET', `/admin/review/freelancer/${f.target.freelancerId}`),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'decideAccount',
    request: (f) =>
      api('PATCH', `/admin/review/company/${f.target.companyId}/status`, { decision: 'approve' }),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'sendBackAccount',
    request: (f) =>
      api('POST', `/admin/review/freelancer/${f.target.freelancerId}/send-back`, {
        reason: 'incompleteProfile',
        note: 'Please add your bank branch.',
      }),
    statuses: ADMINS_ONLY,
  },
  {
    operationId: 'downloadFile',
    case: "the freelancer's own proof of payment",
    request: (f) => ({ method: 'GET', url: f.proofUrl }),
    statuses: [401, 401, 200, 403, 403, 403, 200, 200],
  },
  {
    operationId: 'downloadFile',
    case: 'an avatar',
    request: (f) => ({ method: 'GET', url: f.avatarUrl }),
    statuses: ANYONE(200),
  },
  {
    operationId: 'downloadAvatarSize',
    case: 'an avatar at 64 px',
    request: (f) => ({ method: 'GET', url: `${f.avatarUrl}/64` }),
    statuses: ANYONE(200),
  },
  {
    operationId: 'downloadAvatarSize',
    case: "the freelancer's own proof of payment, which has no sizes",
    request: (f) => ({ method: 'GET', url: `${f.proofUrl}/256` }),
    statuses: [401, 401, 404, 403, 403, 403, 404, 404],
  },
  {
    operationId: 'postJob',
    request: () => api('POST', '/jobs/post-job', validJob),
    statuses: [401, 401, 403, 403, 201, 403, 403, 403],
  },
  {
    operationId: 'postJob',
    case: "postedBy another company's id",
    request: (f) => api('POST', '/jobs/post-job', { ...validJob, postedBy: f.target.companyId }),
    statuses: [401, 401, 403, 403, 403, 403, 403, 403],
  },
  {
    operationId: 'listAllJobs',
    request: () => api('GET', '/jobs/all-jobs'),
    statuses: ALL_SIGNED_IN,
  },
  {
    operationId: 'searchJobs',
    request: () => api('GET', '/jobs/search?q=react&sort=budget'),
    statuses: ANYONE(200),
  },
  {
    operationId: 'getJob',
    request: async (f) => api('GET', `/jobs/job/${await jobOf(f.t, f.members.company)}`),
    statuses: ANYONE(200),
  },
  // The site's crawl files, at its root outside the API's contract (web/crawl-files.ts): anyone
  // reads them, signed in or not, with whatever cookie.
  {
    operationId: 'crawl: robots.txt',
    request: () => ({ method: 'GET', url: '/robots.txt' }),
    statuses: ANYONE(200),
  },
  {
    operationId: 'crawl: sitemap index',
    request: () => ({ method: 'GET', url: '/sitemap.xml' }),
    statuses: ANYONE(200),
  },
  {
    operationId: 'crawl: sitemap of the public pages',
    request: () => ({ method: 'GET', url: '/sitemaps/pages.xml' }),
    statuses: ANYONE(200),
  },
  {
    operationId: "crawl: sitemap of open jobs' pages",
    request: async (f) => {
      await jobOf(f.t, f.members.company);
      return { method: 'GET', url: '/sitemaps/jobs-1.xml' };
    },
    statuses: ANYONE(200),
  },
  {
    operationId: 'findTalent',
    request: () => api('GET', '/talent?q=sana&skills=react'),
    statuses: [401, 401, 403, 403, 200, 403, 200, 200],
  },
  {
    operationId: 'inviteToJob',
    request: async (f) =>
      api('POST', '/talent/invite', {
        jobId: await jobOf(f.t, f.members.company),
        freelancerId: f.members.freelancer.id,
      }),
    statuses: [401, 401, 403, 403, 201, 403, 403, 403],
  },
  {
    operationId: 'inviteToJob',
    case: "another company's job",
    request: async (f) =>
      api('POST', '/talent/invite', {
        jobId: (await othersApplication(f)).jobId,
        freelancerId: f.members.freelancer.id,
      }),
    statuses: [401, 401, 403, 403, 403, 403, 403, 403],
  },
  {
    operationId: 'myInvitation',
    request: async (f) => api('GET', `/talent/invitation/${await jobOf(f.t, f.members.company)}`),
    statuses: [401, 401, 200, 200, 403, 403, 403, 403],
  },
  {
    operationId: 'listJobsPosted',
    case: "the approved company's id",
    request: (f) => api('GET', `/jobs/jobs-posted/${f.members.company.id}`),
    statuses: [401, 401, 403, 403, 200, 403, 200, 200],
  },
  {
    operationId: 'applyForJob',
    request: async (f) =>
      api('POST', '/application/apply', {
        jobId: await jobOf(f.t, f.members.company),
        coverLetter: 'I have built five shops.',
        proposedRate: 20000,
        estimatedCompletionTime: '2 weeks',
      }),
    statuses: [401, 401, 201, 403, 403, 403, 403, 403],
  },
  {
    operationId: 'applyForJob',
    case: "applicantId another freelancer's id",
    request: async (f) =>
      api('POST', '/application/apply', {
        jobId: await jobOf(f.t, f.members.company),
        applicantId: f.target.freelancerId,
        coverLetter: 'I have built five shops.',
        proposedRate: 20000,
        estimatedCompletionTime: '2 weeks',
      }),
    statuses: [401, 401, 403, 403, 403, 403, 403, 403],
  },
  {
    operationId: 'listMyApplications',
    case: 'no freelancerId (an admin must name one)',
    request: () => api('POST', '/application/all-applications', {}),
    statuses: [401, 401, 200, 200, 403, 403, 400, 400],
  },
  {
    operationId: 'listMyApplications',
    case: "the approved freelancer's id",
    request: (f) =>
      api('POST', '/application/all-applications', { freelancerId: f.members.freelancer.id }),
    statuses: [401, 401, 200, 403, 403, 403, 200, 200],
  },
  {
    operationId: 'listJobApplications',
    case: "the approved company's job",
    request: async (f) =>
      api('GET', `/application/job-applications/${await jobOf(f.t, f.members.company)}`),
    statuses: [401, 401, 403, 403, 200, 403, 200, 200],
  },
  {
    operationId: 'updateApplicationStatus',
    case: "an application to the approved company's job",
    request: async (f) =>
      api('PATCH', `/application/status/${await pendingApplication(f)}`, { status: 'accepted' }),
    statuses: [401, 401, 403, 403, 200, 403, 403, 403],
  },
  {
    operationId: 'editJob',
    case: "the approved company's job",
    request: async (f) =>
      api('PUT', `/jobs/edit-job/${await jobOf(f.t, f.members.company)}`, validJob),
    statuses: [401, 401, 403, 403, 200, 403, 403, 403],
  },
  {
    operationId: 'editJob',
    case: "another company's job",
    request: async (f) =>
      api('PUT', `/jobs/edit-job/${(await othersApplication(f)).jobId}`, validJob),
    statuses: [401, 401, 403, 403, 403, 403, 403, 403],
  },
  {
    operationId: 'changeJobStatus',
    case: "closing the approved company's job",
    request: async (f) =>
      api('PATCH', `/jobs/status/${await jobOf(f.t, f.members.company)}`, { status: 'closed' }),
    statuses: [401, 401, 403, 403, 200, 403, 403, 403],
  },
  {
    operationId: 'changeJobStatus',
    case: "closing another company's job",
    request: async (f) =>
      api('PATCH', `/jobs/status/${(await othersApplication(f)).jobId}`, { status: 'closed' }),
    statuses: [401, 401, 403, 403, 403, 403, 403, 403],
  },
  {
    operationId: 'listMyApplicationsPage',
    request: () => api('GET', '/application/my-applications'),
    statuses: [401, 401, 200, 200, 403, 403, 403, 403],
  },
  {
    operationId: 'withdrawApplication',
    case: "the approved freelancer's pending application",
    request: async (f) => api('PATCH', `/application/withdraw/${await pendingApplication(f)}`),
    statuses: [401, 401, 200, 403, 403, 403, 403, 403],
  },
  {
    operationId: 'withdrawApplication',
    case: "another freelancer's application",
    request: async (f) =>
      api('PATCH', `/application/withdraw/${(await othersApplication(f)).applicationId}`),
    statuses: [401, 401, 403, 403, 403, 403, 403, 403],
  },
  {
    operationId: 'listNotifications',
    request: () => api('GET', '/notifications'),
    statuses: ALL_SIGNED_IN,
  },
  {
    operationId: 'countUnreadNotifications',
    request: () => api('GET', '/notifications/unread-count'),
    statuses: ALL_SIGNED_IN,
  },
  {
    operationId: 'markAllNotificationsRead',
    request: () => api('PATCH', '/notifications/read-all'),
    statuses: ALL_SIGNED_IN,
  },
  {
    operationId: 'markNotificationRead',
    case: "the approved freelancer's notification",
    request: async (f) => {
      const told = await notify(f.t.db, {
        recipient: { type: 'freelancer', id: f.members.freelancer.id },
        kind: 'accountApproved',
        facts: {},
        eventKey: `matrix:${(unique += 1)}`,
      });
      return api('PATCH', `/notifications/${told?.notificationId}/read`);
    },
    statuses: [401, 401, 200, 404, 404, 404, 404, 404],
  },
  {
    operationId: 'streamLiveEvents',
    // Answered as soon as the head is written: the stream itself stays open until the app closes.
    request: () => ({ ...api('GET', '/events'), payloadAsStream: true }),
    statuses: ALL_SIGNED_IN,
  },
  ...(
    [
      ['listConversations', 'GET', '', 200],
      ['countUnreadMessages', 'GET', '/unread-count', 200],
    ] as const
  ).map(([operationId, method, path, status]) => ({
    operationId,
    request: () => api(method, `/conversations${path}`),
    statuses: [401, 401, status, 403, status, 403, 403, 403] as Statuses,
  })),
  ...(
    [
      ['readConversation', 'GET', '', undefined, 200],
      ['sendMessage', 'POST', '/messages', { text: 'Salaam' }, 201],
      ['markConversationRead', 'PATCH', '/read', undefined, 200],
    ] as const
  ).map(([operationId, method, path, payload, status]) => ({
    operationId,
    case: "the approved freelancer's application to the approved company's job",
    request: async (f: Fixture) =>
      api(method, `/conversations/${await pendingApplication(f)}${path}`, payload),
    // Admins are not a party to anyone's conversation (decision 015).
    statuses: [401, 401, status, 403, status, 403, 403, 403] as Statuses,
  })),
  ...contractRows,
  ...reviewRows,
  ...reputationRows,
  ...moderationRows,
  {
    operationId: 'forgotPassword',
    request: () =>
      api('POST', '/account/forgot-password', { role: 'company', email: nextEmail('reset') }),
    statuses: ANYONE(200),
  },
  {
    operationId: 'resetPassword',
    case: 'a token nobody was sent',
    request: () =>
      api('POST', '/account/reset-password', { token: 'x'.repeat(43), password: PASSWORD }),
    statuses: ANYONE(400),
  },
  {
    operationId: 'verifyEmail',
    case: 'a token nobody was sent',
    request: () => api('POST', '/account/verify-email', { token: 'x'.repeat(43) }),
    statuses: ANYONE(400),
  },
  {
    operationId: 'changePassword',
    // A right one would end the other logins of the account, the bearer token's among them.
    case: 'a wrong current password',
    request: () =>
      api('POST', '/account/change-password', {
        currentPassword: 'not-the-password',
        newPassword: 'Badshahi-Mosque-1673',
      }),
    statuses: [401, 401, 400, 400, 400, 400, 400, 400],
  },
  {
    operationId: 'getEmailVerification',
    request: () => api('GET', '/account/email-verification'),
    statuses: ALL_SIGNED_IN,
  },
  {
    operationId: 'resendVerificationEmail',
    request: () => api('POST', '/account/email-verification'),
    statuses: ALL_SIGNED_IN,
  },
  {
    operationId: 'sendContactMessage',
    request: () =>
      api('POST', '/contact', { email: 'a@b.pk', phone: '03001234567', subject: 'Hi' }),
    statuses: ANYONE(201),
  },
  {
    operationId: 'registerFreelancer',
    request: async () => ({
      ...api('POST', '/freelancer/register'),
      ...(await signupBody('freelancer', nextEmail('freelancer'))),
    }),
    statuses: ANYONE(201),
  },
  ...(
    [
      ['correctFreelancerAccount', 'freelancer', [409, 409, 403, 403]],
      ['correctCompanyAccount', 'company', [403, 403, 409, 409]],
    ] as const
  ).map(([operationId, role, roles]) => ({
    operationId,
    case: 'an account that was not sent back',
    request: async () => ({
      ...api('POST', `/${role}/correction`),
      ...(await multipart(
        role === 'freelancer'
          ? {
              fullName: 'Ayesha Khan',
              number: '03001234567',
              CNIC: '35202-1234567-1',
              bankAccount: 'PK36SCBL0000001123456702',
            }
          : {
              companyName: 'Indus Bakers',
              pocName: 'Bilal Ahmed',
              pocId: '35202-7654321-9',
              companyNtn: '1234567-8',
            },
        { proofOfRegistrationFee: pdfProof() },
      )),
    }),
    statuses: [401, 401, ...roles, 403, 403] as Statuses,
  })),
  {
    operationId: 'registerCompany',
    request: async () => ({
      ...api('POST', '/company/register'),
      ...(await signupBody('company', nextEmail('company'))),
    }),
    statuses: ANYONE(201),
  },
  {
    operationId: 'registerAdmin',
    request: () =>
      api('POST', '/admin/register', {
        username: 'noor',
        email: nextEmail('admin'),
        password: PASSWORD,
        adminSignupKey: DEV_ADMIN_SIGNUP_KEY,
      }),
    statuses: ANYONE(201),
  },
  {
    operationId: 'refreshAdminTokens',
    case: 'a fresh refresh token',
    request: async (f) => {
      const { body } = await loginAs(f.t.app, 'admin', f.adminEmail);
      return api('POST', '/admin/refresh-token', { refreshToken: body.data.refreshToken });
    },
    statuses: ANYONE(200),
  },
  // Below, each call ends the caller's session.
  {
    operationId: 'loginFreelancer',
    request: (f) =>
      api('POST', '/freelancer/login', { email: f.freelancerEmail, password: PASSWORD }),
    statuses: ANYONE(200),
  },
  {
    operationId: 'loginCompany',
    request: (f) => api('POST', '/company/login', { email: f.companyEmail, password: PASSWORD }),
    statuses: ANYONE(200),
  },
  {
    operationId: 'loginAdmin',
    request: (f) => api('POST', '/admin/login', { email: f.adminEmail, password: PASSWORD }),
    statuses: ANYONE(200),
  },
  ...(['freelancer', 'company', 'admin'] as const).map((role) => ({
    operationId: `logout${role[0]!.toUpperCase()}${role.slice(1)}`,
    request: () => api('POST', `/${role}/logout`, { id: 'anyone' }),
    statuses: ANYONE(200),
  })),
  // Outside the contract: Prometheus's scrape (docs/operations/metrics.md). No session opens it,
  // an admin's neither; only METRICS_TOKEN does (modules/metrics/metrics.routes.test.ts).
  {
    operationId: 'metrics',
    case: 'GET /metrics without the scrape token',
    request: () => ({ method: 'GET', url: '/metrics' }),
    statuses: ANYONE(401),
  },
];

describe('the authorization matrix', () => {
  let f: Fixture;

  beforeAll(async () => {
    const t = await buildTestApp({ CONTACT_RATE_LIMIT: '100' });
    // The approved freelancer signs up for real, so it owns a private proof and a public avatar.
    const ownEmail = nextEmail('owner');
    const signedUp = await t.app.inject({
      ...api('POST', '/freelancer/register'),
      ...(await signupBody('freelancer', ownEmail, { avatar: true })),
    });
    const owner = signedUp.json().data.freelancer;
    await t.db.update(freelancers).set({ isActive: true }).where(eq(freelancers.id, owner._id));
    const { cookie } = await loginAs(t.app, 'freelancer', ownEmail);
    const [pendingFreelancer, company, pendingCompany, admin, target, targetCompany, login] =
      await Promise.all([
        member(t, 'freelancer', { active: false }),
        member(t, 'company', { active: true }),
        member(t, 'company', { active: false }),
        member(t, 'admin'),
        createFreelancer(t.db),
        member(t, 'company', { active: true }),
        Promise.all([createFreelancer(t.db), member(t, 'company'), createAdmin(t.db)]),
      ]);
    const bearer = await loginAs(t.app, 'admin', admin.email);
    f = {
      t,
      members: {
        freelancer: { id: owner._id, name: owner.fullName, email: ownEmail, headers: { cookie } },
        pendingFreelancer,
        company,
        pendingCompany,
        admin,
      },
      adminAccessToken: bearer.body.data.accessToken,
      proofUrl: owner.proofOfRegistrationFee,
      avatarUrl: owner.avatar,
      target: { freelancerId: target.id, companyId: targetCompany.id },
      freelancerEmail: login[0].email,
      companyEmail: login[1].email,
      adminEmail: login[2].email,
    };
  });
  afterAll(() => f.t.close());

  const headersOf = (caller: Caller): Record<string, string> => {
    if (caller === 'anonymous') return {};
    if (caller === 'forged') return { cookie: 'kaamyaab_session=forged-token-of-nobody' };
    if (caller === 'adminBearer') return { authorization: `Bearer ${f.adminAccessToken}` };
    return f.members[caller].headers;
  };

  it('has rows for every endpoint, and every documented operation is an endpoint', async () => {
    const covered = new Set(rows.map((row) => row.operationId));
    expect(allEndpoints.map((spec) => spec.operationId).filter((id) => !covered.has(id))).toEqual(
      [],
    );
    const document = (await f.t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const documented = Object.values(
      document.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
    const declared = new Set(allEndpoints.map((spec) => spec.operationId));
    expect(documented.filter((id) => !declared.has(id))).toEqual([]);
  });

  it.each(
    rows.map(
      (row) => [row.case ? `${row.operationId} (${row.case})` : row.operationId, row] as const,
    ),
  )('%s', async (_name, row) => {
    const seen: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const [index, caller] of CALLERS.entries()) {
      const request = await row.request(f);
      const response = await f.t.app.inject({
        ...request,
        headers: { ...(request.headers as Record<string, string>), ...headersOf(caller) },
      });
      seen[caller] = response.statusCode;
      expected[caller] = row.statuses[index]!;
    }
    expect(seen).toEqual(expected);
  });
});
