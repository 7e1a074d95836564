import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationFacts, NotificationKind } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { admins, companies, freelancers, notifications, type PrincipalType } from '../../db/schema';
import { olderThan } from '../../lib/keyset-page';
import type { KeysetCursor } from '../../lib/keyset-cursor';

export type NotificationRow = typeof notifications.$inferSelect;
export interface Recipient {
  type: PrincipalType;
  id: string;
}

/** Every statement names the recipient: nobody reaches another person's notifications. */
const ownedBy = (recipient: Recipient) =>
  and(eq(notifications.recipientType, recipient.type), eq(notifications.recipientId, recipient.id));

/** Newest first, one more than asked so the caller knows whether a next page exists. */
export async function listNotificationsPage(
  db: Database,
  recipient: Recipient,
  limit: number,
  after: KeysetCursor | undefined,
): Promise<NotificationRow[]> {
  const older = olderThan(notifications.createdAt, notifications.id, after);
  return db
    .select()
    .from(notifications)
    .where(and(ownedBy(recipient), older))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
}

export function countUnread(db: Database, recipient: Recipient): Promise<number> {
  return db.$count(notifications, and(ownedBy(recipient), isNull(notifications.readAt)));
}

/** Marks one read (keeping the first reading time); undefined when it is not the recipient's. */
export async function markRead(
  db: Database,
  recipient: Recipient,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(ownedBy(recipient), eq(notifications.id, id)))
    .returning();
  return row;
}

export async function markAllRead(db: Database, recipient: Recipient): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(ownedBy(recipient), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Where to write, the name to greet and the language the recipient reads. */
export async function findRecipientContact(tx: Database, { type, id }: Recipient) {
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

export async function insertNotification(
  tx: Database,
  recipient: Recipient,
  kind: NotificationKind,
  facts: NotificationFacts,
): Promise<string> {
  const [row] = await tx
    .insert(notifications)
    .values({ recipientType: recipient.type, recipientId: recipient.id, kind, payload: facts })
    .returning({ id: notifications.id });
  if (!row) throw new Error('insert into notifications returned no row');
  return row.id;
}

/** An unread message notification of this conversation, if the recipient has one. */
export async function hasUnreadMessageNotice(
  tx: Database,
  recipient: Recipient,
  applicationId: string,
): Promise<boolean> {
  const [pending] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        ownedBy(recipient),
        eq(notifications.kind, 'messageReceived'),
        isNull(notifications.readAt),
        sql`${notifications.payload}->>'applicationId' = ${applicationId}`,
      ),
    )
    .limit(1);
  return pending !== undefined;
}
