import { type Language } from '@kaamyaab/shared-api/translations';
import { ApiError } from '../../lib/api-error';
import { pageOf } from '../../lib/keyset-page';
import { isUuid } from '../../lib/ids';
import type { Actor, ServiceContext } from '../../lib/service-context';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { presentNotification } from './notifications.presenter';
import {
  countUnread,
  listNotificationsPage,
  markAllRead,
  markRead,
} from './notifications.repository';

const recipientOf = (actor: Actor) => ({ type: actor.type, id: actor.id });

export async function myNotifications(
  ctx: ServiceContext,
  actor: Actor,
  query: { limit: number; after?: string },
  language: Language,
) {
  const after = query.after ? decodeCursor(query.after) : undefined;
  const rows = await listNotificationsPage(ctx.db, recipientOf(actor), query.limit, after);
  const { page, nextCursor } = pageOf(rows, query.limit, encodeCursor);
  return {
    notifications: page.map((row) => presentNotification(row, language)),
    limit: query.limit,
    nextCursor,
  };
}

export const myUnreadCount = (ctx: ServiceContext, actor: Actor) =>
  countUnread(ctx.db, recipientOf(actor));

/** Another person's notification is "not found", as a missing one is: ids are not confirmed. */
export async function readNotification(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  language: Language,
) {
  const row = isUuid(id) ? await markRead(ctx.db, recipientOf(actor), id) : undefined;
  if (!row) throw new ApiError('notificationNotFound');
  return presentNotification(row, language);
}

export const readAllNotifications = (ctx: ServiceContext, actor: Actor) =>
  markAllRead(ctx.db, recipientOf(actor));
