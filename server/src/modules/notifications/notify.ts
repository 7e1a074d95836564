import type { NotificationFacts, NotificationKind } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import type { PrincipalType } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import { renderEmail } from './emails';
import { findRecipientContact, insertNotification } from './notifications.repository';
import { queueEmailOnce } from './outbox.repository';

/** One event told to one person. */
export interface Notice {
  recipient: { type: PrincipalType; id: string };
  kind: NotificationKind;
  facts: NotificationFacts;
  /**
   * Names the event, not the call: the same event noticed twice (a retried request) is one
   * notification and one email. E.g. `applicationAccepted:<applicationId>`.
   */
  eventKey: string;
}

/** Who was told, for `announce` once the transaction has committed. */
export interface Told {
  recipientType: PrincipalType;
  recipientId: string;
  notificationId: string;
  kind: NotificationKind;
}

let publicUrl = 'http://localhost:3000';
/** A party told of one step of its own, named by the notice's kind and the step's key. */
export interface KeyedNotice<Kind extends NotificationKind> {
  kind: Kind;
  recipient: { type: 'freelancer' | 'company'; id: string };
  /** The step once (a milestone's move, a ledger transaction, a report): a retry tells once. */
  eventKey: string;
  facts: Record<string, string | number>;
}

/** Tells a keyed notice under `<kind>:<eventKey>`. */
export function keyedNotice<Kind extends NotificationKind>(
  tx: Database,
  notice: KeyedNotice<Kind>,
): Promise<Told | null> {
  return notify(tx, { ...notice, eventKey: `${notice.kind}:${notice.eventKey}` });
}

/** Set once at start from PUBLIC_URL: emails are written inside callers' transactions. */
export function setPublicUrl(url: string): void {
  publicUrl = url;
}

/** A page of the product as an email links to it: `path` on PUBLIC_URL. */
export function publicLink(path: string): string {
  return new URL(path, publicUrl).toString();
}

/**
 * Writes the notification and its email in the caller's transaction, so both exist exactly when
 * the event does (the outbox, decision 015). Answers who to `announce` to after the commit, or
 * null when this event was already told or the recipient is gone.
 */
export async function notify(tx: Database, notice: Notice): Promise<Told | null> {
  const { recipient, kind, facts, eventKey } = notice;
  const contact = await findRecipientContact(tx, recipient);
  if (!contact) return null;
  const email = renderEmail(kind, facts, { role: recipient.type, ...contact }, publicUrl);
  const queued = await queueEmailOnce(tx, {
    idempotencyKey: eventKey,
    toAddress: contact.email,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
  });
  if (!queued) return null;
  const notificationId = await insertNotification(tx, recipient, kind, facts);
  return { recipientType: recipient.type, recipientId: recipient.id, notificationId, kind };
}

/** After the commit: open dashboards refresh, and this process's outbox worker wakes up. */
export function announce(bus: EventBus, told: ReadonlyArray<Told | null>): void {
  for (const one of told) {
    if (one)
      bus.publish('notification.created', {
        recipientType: one.recipientType,
        recipientId: one.recipientId,
        kind: one.kind,
      });
  }
}
