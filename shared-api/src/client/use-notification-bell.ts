import { useCallback, useState } from 'react';
import type { NotificationDto } from '@kaamyaab/shared-api/contract';
import { useLiveRead } from './live-events';
import { conversationsApi } from './conversations';
import { notificationsApi } from './notifications';

export interface NotificationBellState {
  unread: number;
  /** Null until the list is first opened. */
  notifications: NotificationDto[] | null;
  failed: boolean;
  /** Loads the newest notifications (on opening the list). */
  load(): void;
  markRead(notificationId: string): void;
  markAllRead(): void;
}

/** The bell's data: the unread count at once and on every live notification; the list on demand. */
export function useNotificationBell(): NotificationBellState {
  const [unread, setUnread] = useState(0);
  const [notifications, setNotifications] = useState<NotificationDto[] | null>(null);
  const [listWanted, setListWanted] = useState(false);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(() => {
    notificationsApi.unreadCount().then(setUnread, () => undefined);
    if (listWanted)
      notificationsApi.list().then(
        (page) => {
          setNotifications(page.notifications);
          setFailed(false);
        },
        () => setFailed(true),
      );
  }, [listWanted]);

  useLiveRead(['notification'], refresh);

  return {
    unread,
    notifications,
    failed,
    load: () => setListWanted(true),
    markRead: (notificationId) => {
      notificationsApi.markRead(notificationId).then(refresh, () => undefined);
    },
    markAllRead: () => {
      notificationsApi.markAllRead().then(refresh, () => undefined);
    },
  };
}

/** The header's Messages count: messages written to me and not read, live. */
export function useUnreadMessages(enabled: boolean): number {
  const [unread, setUnread] = useState(0);
  const refresh = useCallback(() => {
    if (enabled) conversationsApi.unreadCount().then(setUnread, () => undefined);
  }, [enabled]);
  useLiveRead(['message'], refresh);
  return unread;
}
