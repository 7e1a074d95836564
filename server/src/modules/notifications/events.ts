import type { Database } from '../../db/database';
import {
  applicationFacts,
  applicationsFacts,
  invitationFacts,
  type ApplicationFacts,
} from './event-facts.repository';
import { hasUnreadMessageNotice } from './notifications.repository';
import { keyedNotice, notify, type KeyedNotice, type Notice, type Told } from './notify';

/**
 * The events of the hiring loop, each told in the caller's transaction (one line at the call
 * site). Facts are read here, inside that transaction, so the email says what was committed.
 */

/** Tells what `notice` makes of an application's facts; nothing when the application is gone. */
async function tellOfApplication(
  tx: Database,
  applicationId: string,
  notice: (facts: ApplicationFacts) => Notice,
): Promise<Told | null> {
  const facts = await applicationFacts(tx, applicationId);
  return facts ? notify(tx, notice(facts)) : null;
}

/** A freelancer applied: the company that posted the job is told. */
export function applicationReceived(tx: Database, applicationId: string): Promise<Told | null> {
  return tellOfApplication(tx, applicationId, (facts) => ({
    recipient: { type: 'company', id: facts.companyId },
    kind: 'applicationReceived',
    facts: {
      applicationId,
      jobTitle: facts.jobTitle,
      freelancerName: facts.freelancerName,
      proposedRate: facts.proposedRate,
    },
    eventKey: `applicationReceived:${applicationId}`,
  }));
}

/** The company decided: the applicant is told (an application is decided once). */
export function applicationDecided(
  tx: Database,
  applicationId: string,
  status: 'accepted' | 'rejected',
): Promise<Told | null> {
  const kind = status === 'accepted' ? 'applicationAccepted' : 'applicationRejected';
  return tellOfApplication(tx, applicationId, (facts) => ({
    recipient: { type: 'freelancer', id: facts.freelancerId },
    kind,
    facts: { applicationId, jobTitle: facts.jobTitle, companyName: facts.companyName },
    eventKey: `${kind}:${applicationId}`,
  }));
}

/**
 * A job was filled or closed: each of these (pending) applicants is told. `at` is when it
 * happened, so a job closed, reopened and closed again tells them twice, a retry once.
 */
export async function jobEnded(
  tx: Database,
  change: { applicationIds: readonly string[]; reason: 'filled' | 'closed'; at: Date },
): Promise<Array<Told | null>> {
  const kind = change.reason === 'filled' ? 'jobFilled' : 'jobClosed';
  const told: Array<Told | null> = [];
  if (change.applicationIds.length === 0) return told;
  for (const facts of await applicationsFacts(tx, change.applicationIds)) {
    const { applicationId } = facts;
    told.push(
      await notify(tx, {
        recipient: { type: 'freelancer', id: facts.freelancerId },
        kind,
        facts: { applicationId, jobTitle: facts.jobTitle, companyName: facts.companyName },
        eventKey: `${kind}:${applicationId}:${change.at.getTime()}`,
      }),
    );
  }
  return told;
}

/** A freelancer withdrew a pending application: the company is told. */
export function applicationWithdrawn(tx: Database, applicationId: string): Promise<Told | null> {
  return tellOfApplication(tx, applicationId, (facts) => ({
    recipient: { type: 'company', id: facts.companyId },
    kind: 'applicationWithdrawn',
    facts: { applicationId, jobTitle: facts.jobTitle, freelancerName: facts.freelancerName },
    eventKey: `applicationWithdrawn:${applicationId}`,
  }));
}

/** A company invited a freelancer to apply to its job: the freelancer is told. */
export async function invitedToJob(tx: Database, invitationId: string): Promise<Told | null> {
  const facts = await invitationFacts(tx, invitationId);
  if (!facts) return null;
  return notify(tx, {
    recipient: { type: 'freelancer', id: facts.freelancerId },
    kind: 'invitedToJob',
    facts: { jobId: facts.jobId, jobTitle: facts.jobTitle, companyName: facts.companyName },
    eventKey: `invitedToJob:${invitationId}`,
  });
}

/** An admin approved or deactivated an account; each flip is its own event. */
export async function accountStatusChanged(
  tx: Database,
  account: { role: 'freelancer' | 'company'; id: string; isActive: boolean; updatedAt: Date },
): Promise<Told | null> {
  const kind = account.isActive ? 'accountApproved' : 'accountDeactivated';
  return notify(tx, {
    recipient: { type: account.role, id: account.id },
    kind,
    facts: {},
    eventKey: `${kind}:${account.id}:${account.updatedAt.getTime()}`,
  });
}

/** An admin sent the account back for a correction: its owner is told why. */
export async function accountSentBack(
  tx: Database,
  account: { role: 'freelancer' | 'company'; id: string; reasonText: string; at: Date },
): Promise<Told | null> {
  return notify(tx, {
    recipient: { type: account.role, id: account.id },
    kind: 'accountSentBack',
    facts: { reasonText: account.reasonText },
    eventKey: `accountSentBack:${account.id}:${account.at.getTime()}`,
  });
}

/**
 * A new message: the other party is told, once per unread stretch. While an earlier message
 * notification of this conversation is unread, more messages add no notification or email.
 */
export async function messageReceived(
  tx: Database,
  message: {
    recipient: { type: 'freelancer' | 'company'; id: string };
    messageId: string;
    applicationId: string;
    jobTitle: string;
    senderName: string;
  },
): Promise<Told | null> {
  const pending = await hasUnreadMessageNotice(tx, message.recipient, message.applicationId);
  if (pending) return null;
  return notify(tx, {
    recipient: message.recipient,
    kind: 'messageReceived',
    facts: {
      applicationId: message.applicationId,
      jobTitle: message.jobTitle,
      senderName: message.senderName,
    },
    eventKey: `messageReceived:${message.messageId}`,
  });
}

/** What the other party of a contract is told about an offer: sent, countered, answered. */
export type OfferNoticeKind =
  'offerReceived' | 'offerCountered' | 'offerAccepted' | 'offerDeclined';

/**
 * A party sent, countered or answered an offer: the other party is told. Each version is one
 * event, so a retried request tells once.
 */
export function offerNotice(
  tx: Database,
  offer: {
    kind: OfferNoticeKind;
    recipient: { type: 'freelancer' | 'company'; id: string };
    contractId: string;
    version: number;
    title: string;
    senderName: string;
  },
): Promise<Told | null> {
  return notify(tx, {
    recipient: offer.recipient,
    kind: offer.kind,
    facts: { contractId: offer.contractId, title: offer.title, senderName: offer.senderName },
    eventKey: `${offer.kind}:${offer.contractId}:${offer.version}`,
  });
}

/** A day (a release's, a dispute's deadline) as a person in Pakistan reads it ("4 Dec 2026"). */
export const releaseDay = (at: Date) =>
  at.toLocaleDateString('en-GB', {
    timeZone: 'Asia/Karachi',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/**
 * Submitted work waits for the company: it is reminded before the automatic release. One event
 * per reminder of one submission (`submittedAt` names it), however often the sweep runs.
 */
export function releaseReminder(
  tx: Database,
  reminder: {
    companyId: string;
    contractId: string;
    milestoneId: string;
    milestoneTitle: string;
    submittedAt: Date;
    releaseDueAt: Date;
    number: number;
  },
): Promise<Told | null> {
  return notify(tx, {
    recipient: { type: 'company', id: reminder.companyId },
    kind: 'releaseReminder',
    facts: {
      contractId: reminder.contractId,
      milestoneTitle: reminder.milestoneTitle,
      releaseDay: releaseDay(reminder.releaseDueAt),
    },
    eventKey: `releaseReminder:${reminder.milestoneId}:${reminder.submittedAt.getTime()}:${reminder.number}`,
  });
}

/** What a contract's party is told about the work and its money (the offer's steps aside). */
export type DealNoticeKind =
  | 'workSubmitted'
  | 'changesRequested'
  | 'moneyReleased'
  | 'milestoneProposed'
  | 'contractEnded'
  // Disputes (docs/decisions/031-disputes.md)
  | 'disputeOpened'
  | 'disputeAnswered'
  | 'disputeResolved';

/**
 * One step of a contract told to the party it concerns. `eventKey` names the step once (a
 * milestone and the time of its move, a ledger transaction), so a retried request tells once.
 */
export const dealNotice: (
  tx: Database,
  notice: KeyedNotice<DealNoticeKind>,
) => Promise<Told | null> = keyedNotice;
