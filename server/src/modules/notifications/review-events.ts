import type { Database } from '../../db/database';
import { notify, type Told } from './notify';

/**
 * What the parties of a contract are told about its reviews (docs/decisions/030-reviews.md):
 * the window opened, the other party wrote theirs, both are shown. `eventKey` names the event
 * for one recipient, so the sweep and a request telling the same thing tell it once.
 */
export type ReviewNoticeKind = 'reviewOpen' | 'reviewWritten' | 'reviewsRevealed';

export function reviewNotice(
  tx: Database,
  notice: {
    kind: ReviewNoticeKind;
    recipient: { type: 'freelancer' | 'company'; id: string };
    contractId: string;
    facts: Record<string, string | number>;
  },
): Promise<Told | null> {
  return notify(tx, {
    recipient: notice.recipient,
    kind: notice.kind,
    facts: { contractId: notice.contractId, ...notice.facts },
    eventKey: `${notice.kind}:${notice.contractId}:${notice.recipient.type}`,
  });
}
