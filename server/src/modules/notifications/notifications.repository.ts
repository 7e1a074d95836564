import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifications, type PrincipalType } from '../../db/schema';
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

export async function countUnread(db: Database, recipient: Recipient): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(ownedBy(recipient), isNull(notifications.readAt)));
  return row?.unread ?? 0;
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
