import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotifications,
} from '@kaamyaab/shared-api/contract';
import { call } from './call';

/** The bell's calls: the signed-in person's own notifications only. */
export const notificationsApi = {
  list: async (after?: string) =>
    (await call(listNotifications, { query: after ? { after } : {} })).data,
  unreadCount: async () => (await call(unreadNotifications, {})).data.unread,
  markRead: async (notificationId: string) =>
    (await call(markNotificationRead, { params: { notificationId } })).data.notification,
  markAllRead: async () => (await call(markAllNotificationsRead, {})).data.marked,
};
