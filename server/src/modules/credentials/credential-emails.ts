import { emailOutbox, type AccountTokenPurpose } from '../../db/schema';
import type { Database } from '../../db/database';
import { escapeHtml } from '../../lib/html';
import { tokenHash } from '../../lib/tokens';
import type { EmailContent } from '../notifications/emails';
import { publicLink } from '../notifications/notify';

/**
 * The two emails that carry a one-time link. Written to the outbox in the caller's transaction as
 * every email is (decision 015); the idempotency key names the token, never the token itself.
 */
interface LinkEmail {
  subject: string;
  lines: string[];
  button: string;
  after: string;
}

const wording: Record<AccountTokenPurpose, LinkEmail> = {
  passwordReset: {
    subject: 'Choose a new Kaamyaab password',
    lines: [
      'Someone asked to reset the password of your Kaamyaab account. If it was you, open this link to choose a new password. It works once, within one hour.',
    ],
    button: 'Choose a new password',
    after: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  },
  emailVerification: {
    subject: 'Please verify your email address for Kaamyaab',
    lines: [
      'Thank you for joining Kaamyaab. Please open this link to confirm that this email address is yours. It works once, within 7 days.',
    ],
    button: 'Verify my email address',
    after: 'If you did not sign up for Kaamyaab, you can ignore this email.',
  },
};

export const linkPaths: Record<AccountTokenPurpose, string> = {
  passwordReset: '/reset-password',
  emailVerification: '/verify-email',
};

export function renderLinkEmail(
  purpose: AccountTokenPurpose,
  recipientName: string,
  url: string,
): EmailContent {
  const words = wording[purpose];
  const text = [
    `Assalam-o-Alaikum ${recipientName},`,
    '',
    ...words.lines,
    '',
    `${words.button}: ${url}`,
    '',
    words.after,
    '',
    '— Kaamyaab',
  ].join('\n');
  const html =
    `<!doctype html><html><body style="font-family:sans-serif;color:#1f2933">` +
    `<p>Assalam-o-Alaikum ${escapeHtml(recipientName)},</p>` +
    words.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `<p><a href="${escapeHtml(url)}" style="color:#0b6e4f">${escapeHtml(words.button)}</a></p>` +
    `<p>${escapeHtml(words.after)}</p><p>— Kaamyaab</p></body></html>`;
  return { subject: words.subject, text, html };
}

/** The idempotency keys of these emails start so; their bodies are blanked once sent. */
export const LINK_EMAIL_KEY_PREFIX = 'accountToken:';

export async function queueLinkEmail(
  tx: Database,
  purpose: AccountTokenPurpose,
  recipient: { email: string; name: string },
  token: string,
): Promise<void> {
  const url = publicLink(`${linkPaths[purpose]}?token=${encodeURIComponent(token)}`);
  const email = renderLinkEmail(purpose, recipient.name, url);
  await tx.insert(emailOutbox).values({
    idempotencyKey: `${LINK_EMAIL_KEY_PREFIX}${purpose}:${tokenHash(token)}`,
    toAddress: recipient.email,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
  });
}
