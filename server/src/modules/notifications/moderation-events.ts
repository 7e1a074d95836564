import type { Database } from '../../db/database';
import { keyedNotice, type KeyedNotice, type Told } from './notify';

/**
 * What moderation tells (docs/decisions/033-enforcement.md): a reporter the outcome in general
 * terms, an account holder its deactivation for cause and the decision on its appeal. The
 * notice's `eventKey` is the row the event is about (the report, the deactivation, the appeal),
 * so a retried request tells it once.
 */
export type ModerationNoticeKind = 'reportResolved' | 'deactivatedForCause' | 'appealDecided';

export const moderationNotice: (
  tx: Database,
  notice: KeyedNotice<ModerationNoticeKind>,
) => Promise<Told | null> = keyedNotice;
