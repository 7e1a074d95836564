import { type NotificationDto, type NotificationKind } from '@kaamyaab/shared-api/contract';
import { describeNotificationIn, type Language } from '@kaamyaab/shared-api/translations';
import type { NotificationRow } from './notifications.repository';

export function presentNotification(
  row: NotificationRow,
  language: Language = 'en',
): NotificationDto {
  const kind = row.kind as NotificationKind;
  const { title, link } = describeNotificationIn(language, kind, row.payload, row.recipientType);
  return {
    _id: row.id,
    kind,
    title,
    link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
