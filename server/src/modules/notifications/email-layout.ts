import type { Language } from '@kaamyaab/shared-api/translations';
import { escapeHtml } from '../../lib/html';

/** One email as the outbox keeps it: plain text and HTML of the same words. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** What every email shares in one language: the greeting, the sign-off and the HTML around. */
interface EmailFrame {
  greeting: (name: string) => string;
  signOff: string;
  htmlStart: string;
  htmlEnd: string;
}

const BODY = '<body style="font-family:sans-serif;color:#1f2933">';

/**
 * Urdu reads right to left: the page says so and so does a wrapping block, as some mail clients
 * drop the attributes of <html> and <body>. Nastaliq needs more room between its lines.
 */
const frames: Record<Language, EmailFrame> = {
  en: {
    greeting: (name) => `Assalam-o-Alaikum ${name},`,
    signOff: '— Kaamyaab',
    htmlStart: `<!doctype html><html>${BODY}`,
    htmlEnd: '</body></html>',
  },
  ur: {
    greeting: (name) => `السلام علیکم ${name}،`,
    signOff: '— کامیاب',
    htmlStart:
      `<!doctype html><html lang="ur" dir="rtl">${BODY}` +
      `<div dir="rtl" lang="ur" style="text-align:right;line-height:1.9;font-family:'Noto Nastaliq Urdu','Noto Naskh Arabic',Tahoma,sans-serif">`,
    htmlEnd: '</div></body></html>',
  },
};

export interface EmailParts {
  subject: string;
  recipientName: string;
  /** The paragraphs before the link. */
  lines: string[];
  link: { label: string; url: string };
  /** The paragraphs after the link, if any. */
  after?: string[];
}

/**
 * Plain text and HTML of the same paragraphs, greeted and signed in the reader's language. Every
 * piece of text is escaped in the HTML: names and job titles are people's own.
 */
export function composeEmail(language: Language, parts: EmailParts): EmailContent {
  const frame = frames[language];
  const { lines, link, after = [] } = parts;
  const greeting = frame.greeting(parts.recipientName);
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `${link.label}: ${link.url}`,
    '',
    ...after.flatMap((line) => [line, '']),
    frame.signOff,
  ].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html =
    frame.htmlStart +
    [greeting, ...lines].map(paragraph).join('') +
    `<p><a href="${escapeHtml(link.url)}" style="color:#0b6e4f">${escapeHtml(link.label)}</a></p>` +
    [...after, frame.signOff].map(paragraph).join('') +
    frame.htmlEnd;
  return { subject: parts.subject, text, html };
}
