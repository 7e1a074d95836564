import type { Database } from '../../db/database';
import { notify, type Told } from './notify';

/**
 * What moderation tells (docs/decisions/033-enforcement.md): a reporter the outcome in general
 * terms, an account holder its deactivation for cause and the decision on its appeal. `eventKey`
 * names the event for its recipient, so a retried request tells it once.
 */
export type ModerationNoticeKind = 'reportResolved' | 'deactivatedForCause' | 'appealDecided';

export function moderationNotice(
  tx: Database,
  notice: {
    kind: ModerationNoticeKind;
    recipient: { type: 'freelancer' | 'company'; id: string };
    /** The row the event is about: the report, the deactivation, the appeal. */
    subjectId: string;
    facts: Record<string, string | number>;
  },
): Promise<Told | null> {
  return notify(tx, {
    recipient: notice.recipient,
    kind: notice.kind,
    facts: notice.facts,
    eventKey: `${notice.kind}:${notice.subjectId}`,
  });
}
