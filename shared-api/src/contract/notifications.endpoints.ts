import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import {
  ListNotificationsQuery,
  NotificationDto,
  NotificationIdParams,
  NotificationsPage,
} from './notifications';
import { onFirstUse } from './on-first-use';

const everyone = ['freelancer', 'company', 'admin'] as const;

/** The signed-in person's own notifications: nobody reads or marks another's (decision 015). */
export const listNotifications = endpoint({
  operationId: 'listNotifications',
  method: 'GET',
  path: '/notifications',
  tag: 'notifications',
  summary: "The signed-in person's notifications, newest first; paged by limit and after",
  who: everyone,
  query: ListNotificationsQuery,
  status: 200,
  answer: onFirstUse(() => envelope(NotificationsPage)),
  errors: ['badCursor'],
});

export const unreadNotifications = endpoint({
  operationId: 'countUnreadNotifications',
  method: 'GET',
  path: '/notifications/unread-count',
  tag: 'notifications',
  summary: "How many of the signed-in person's notifications are unread",
  who: everyone,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ unread: z.number() }))),
  errors: [],
});

export const markNotificationRead = endpoint({
  operationId: 'markNotificationRead',
  method: 'PATCH',
  path: '/notifications/:notificationId/read',
  tag: 'notifications',
  summary: 'Mark one of your notifications read',
  who: everyone,
  params: NotificationIdParams,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ notification: NotificationDto }))),
  errors: ['notificationNotFound'],
});

export const markAllNotificationsRead = endpoint({
  operationId: 'markAllNotificationsRead',
  method: 'PATCH',
  path: '/notifications/read-all',
  tag: 'notifications',
  summary: 'Mark every one of your notifications read',
  who: everyone,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ marked: z.number() }))),
  errors: [],
});
