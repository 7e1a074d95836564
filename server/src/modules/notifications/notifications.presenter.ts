import {
  describeNotification,
  type NotificationDto,
  type NotificationKind,
} from '@kaamyaab/shared-api/contract';
import type { NotificationRow } from './notifications.repository';

export function presentNotification(row: NotificationRow): NotificationDto {
  const kind = row.kind as NotificationKind;
  const { title, link } = describeNotification(kind, row.payload, row.recipientType);
  return {
    _id: row.id,
    kind,
    title,
    link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
