import {
  describeNotification,
  type NotificationFacts,
  type NotificationKind,
} from '@kaamyaab/shared-api/contract';
import { escapeHtml } from '../../lib/html';

/** One email as the outbox keeps it: plain text and HTML of the same words. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const pkr = new Intl.NumberFormat('en-PK', {
  style: 'currency',
  currency: 'PKR',
  maximumFractionDigits: 0,
});

/** The lines under the sentence: the facts a reader needs before opening the product. */
const detailLines = (facts: NotificationFacts): string[] =>
  typeof facts.proposedRate === 'number'
    ? [`Proposed rate: ${pkr.format(facts.proposedRate)}`]
    : [];

/** Greets by name; says what happened; leads into the product at PUBLIC_URL. */
export function renderEmail(
  kind: NotificationKind,
  facts: NotificationFacts,
  recipient: { role: string; name: string },
  publicUrl: string,
): EmailContent {
  const { title, link } = describeNotification(kind, facts, recipient.role);
  const url = new URL(link, publicUrl).toString();
  const details = detailLines(facts);
  const text = [
    `Assalam-o-Alaikum ${recipient.name},`,
    '',
    title,
    ...details,
    '',
    `Open Kaamyaab: ${url}`,
    '',
    '— Kaamyaab',
  ].join('\n');
  const paragraphs = [title, ...details].map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html =
    `<!doctype html><html><body style="font-family:sans-serif;color:#1f2933">` +
    `<p>Assalam-o-Alaikum ${escapeHtml(recipient.name)},</p>${paragraphs}` +
    `<p><a href="${escapeHtml(url)}" style="color:#0b6e4f">Open Kaamyaab</a></p>` +
    `<p>— Kaamyaab</p></body></html>`;
  return { subject: title, text, html };
}
