import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { ContactBody } from '@kaamyaab/shared-api/contract';
import { olderThan } from '../../lib/keyset-page';
import type { KeysetCursor } from '../../lib/keyset-cursor';
import type { Database } from '../../db/database';
import { contactMessages } from '../../db/schema';

/** Queries only: stored contact messages and their forwarding mark. */
export async function insertContactMessage(
  db: Database,
  values: Required<ContactBody>,
): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row.id;
}

export async function markForwarded(db: Database, id: string): Promise<void> {
  await db
    .update(contactMessages)
    .set({ forwardedAt: new Date() })
    .where(eq(contactMessages.id, id));
}

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Newest first (contact_messages_newest_idx), one more than asked to tell a next page. */
export function listContactPage(
  db: Database,
  limit: number,
  after: KeysetCursor | undefined,
): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(olderThan(contactMessages.createdAt, contactMessages.id, after))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit + 1);
}

export function countUnreadContact(db: Database): Promise<number> {
  return db.$count(contactMessages, isNull(contactMessages.readAt));
}

export async function setContactRead(
  db: Database,
  id: string,
  read: boolean,
): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}
