import { eq } from 'drizzle-orm';
import type { NotificationFacts, NotificationKind } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { admins, companies, emailOutbox, freelancers, notifications } from '../../db/schema';
import type { PrincipalType } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import { renderEmail } from './emails';

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

/** Where to write, the name to greet and the language the recipient reads (issue 16). */
async function contactOf(tx: Database, type: PrincipalType, id: string) {
  if (type === 'freelancer') {
    const [row] = await tx
      .select({
        email: freelancers.email,
        name: freelancers.fullName,
        language: freelancers.language,
      })
      .from(freelancers)
      .where(eq(freelancers.id, id));
    return row;
  }
  if (type === 'company') {
    const [row] = await tx
      .select({ email: companies.email, name: companies.companyName, language: companies.language })
      .from(companies)
      .where(eq(companies.id, id));
    return row;
  }
  const [row] = await tx
    .select({ email: admins.email, name: admins.username, language: admins.language })
    .from(admins)
    .where(eq(admins.id, id));
  return row;
}

let publicUrl = 'http://localhost:3000';
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
  const contact = await contactOf(tx, recipient.type, recipient.id);
  if (!contact) return null;
  const email = renderEmail(kind, facts, { role: recipient.type, ...contact }, publicUrl);
  const [queued] = await tx
    .insert(emailOutbox)
    .values({
      idempotencyKey: eventKey,
      toAddress: contact.email,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
    })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
  if (!queued) return null;
  const [row] = await tx
    .insert(notifications)
    .values({ recipientType: recipient.type, recipientId: recipient.id, kind, payload: facts })
    .returning({ id: notifications.id });
  return {
    recipientType: recipient.type,
    recipientId: recipient.id,
    notificationId: row!.id,
    kind,
  };
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
