import { eq } from 'drizzle-orm';
import type { ContactBody } from '@kaamyaab/shared-api/contract';
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
