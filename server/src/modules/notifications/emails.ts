import {
  formatPkr,
  type NotificationFacts,
  type NotificationKind,
} from '@kaamyaab/shared-api/contract';
import { describeNotificationIn, type Language } from '@kaamyaab/shared-api/translations';
import { composeEmail, type EmailContent } from './email-layout';

export type { EmailContent } from './email-layout';

const words: Record<Language, { proposedRate: string; open: string }> = {
  en: { proposedRate: 'Proposed rate', open: 'Open Kaamyaab' },
  ur: { proposedRate: 'مجوزہ ریٹ', open: 'کامیاب کھولیں' },
};

/** The lines under the sentence: the facts a reader needs before opening the product. */
const detailLines = (facts: NotificationFacts, language: Language): string[] =>
  typeof facts.proposedRate === 'number'
    ? [`${words[language].proposedRate}: ${formatPkr(facts.proposedRate, language)}`]
    : [];

/**
 * Greets by name; says what happened; leads into the product at PUBLIC_URL. In the recipient's
 * language: someone else caused it, so the account's stored language, not a request's.
 */
export function renderEmail(
  kind: NotificationKind,
  facts: NotificationFacts,
  recipient: { role: string; name: string; language: Language },
  publicUrl: string,
): EmailContent {
  const { language } = recipient;
  const { title, link } = describeNotificationIn(language, kind, facts, recipient.role);
  return composeEmail(language, {
    subject: title,
    recipientName: recipient.name,
    lines: [title, ...detailLines(facts, language)],
    link: { label: words[language].open, url: new URL(link, publicUrl).toString() },
  });
}
