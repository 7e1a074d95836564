import {
  describeNotification,
  type Language,
  type NotificationDto,
  type NotificationKind,
} from '@kaamyaab/shared-api/contract';
import type { NotificationRow } from './notifications.repository';

export function presentNotification(
  row: NotificationRow,
  language: Language = 'en',
): NotificationDto {
  const kind = row.kind as NotificationKind;
  const { title, link } = describeNotification(kind, row.payload, row.recipientType, language);
  return {
    _id: row.id,
    kind,
    title,
    link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
