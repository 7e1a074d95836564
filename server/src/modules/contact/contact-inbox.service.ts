import type { ContactMessageDto } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import { pageOf } from '../../lib/keyset-page';
import type { ServiceContext } from '../../lib/service-context';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import {
  countUnreadContact,
  listContactPage,
  setContactRead,
  type ContactMessageRow,
} from './contact.repository';

/** The admins' inbox of the contact form: pages of messages, newest first; read or unread. */
const present = (row: ContactMessageRow): ContactMessageDto => ({
  _id: row.id,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export async function contactInbox(ctx: ServiceContext, query: { limit: number; after?: string }) {
  const after = query.after ? decodeCursor(query.after) : undefined;
  const [rows, unread] = await Promise.all([
    listContactPage(ctx.db, query.limit, after),
    countUnreadContact(ctx.db),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit, encodeCursor);
  return { messages: page.map(present), unread, nextCursor };
}

export async function markContactMessage(ctx: ServiceContext, id: string, read: boolean) {
  const row = isUuid(id) ? await setContactRead(ctx.db, id, read) : undefined;
  if (!row) throw new ApiError('contactMessageNotFound');
  return { message: present(row) };
}
