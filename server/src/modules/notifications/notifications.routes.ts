import type { FastifyInstance } from 'fastify';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotifications,
} from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import {
  myNotifications,
  myUnreadCount,
  readAllNotifications,
  readNotification,
} from './notifications.service';

/** The bell: my notifications, how many are unread, mark one or all read. */
export async function notificationsRoutes(app: FastifyInstance) {
  route(app, listNotifications, async ({ query }, ctx) =>
    ctx.ok(
      await myNotifications(ctx, ctx.actor, query, ctx.language),
      'Notifications fetched successfully',
    ),
  );

  route(app, unreadNotifications, async (_input, ctx) =>
    ctx.ok({ unread: await myUnreadCount(ctx, ctx.actor) }, 'Unread notifications counted'),
  );

  route(app, markNotificationRead, async ({ params }, ctx) =>
    ctx.ok(
      { notification: await readNotification(ctx, ctx.actor, params.notificationId, ctx.language) },
      'Notification marked as read',
    ),
  );

  route(app, markAllNotificationsRead, async (_input, ctx) =>
    ctx.ok({ marked: await readAllNotifications(ctx, ctx.actor) }, 'Notifications marked as read'),
  );
}
