import type { Language } from '@kaamyaab/shared-api/translations';
import type { AccountTokenPurpose } from '../../../db/schema';
import type { Database } from '../../../db/database';
import { tokenHash } from '../../../lib/tokens';
import { composeEmail, publicLink, queueEmail, type EmailContent } from '../../notifications';

/**
 * The two emails that carry a one-time link. Written to the outbox in the caller's transaction as
 * every email is (decision 015); the idempotency key names the token, never the token itself.
 * Worded in the language of the request that asked for them; the link is the same.
 */
interface LinkEmail {
  subject: string;
  lines: string[];
  button: string;
  after: string;
}

const english: Record<AccountTokenPurpose, LinkEmail> = {
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

const urdu: Record<AccountTokenPurpose, LinkEmail> = {
  passwordReset: {
    subject: 'اپنے کامیاب اکاؤنٹ کا نیا پاس ورڈ بنائیں',
    lines: [
      'کسی نے آپ کے کامیاب اکاؤنٹ کا پاس ورڈ بدلنے کی درخواست کی ہے۔ اگر یہ درخواست آپ نے کی ہے تو نیا پاس ورڈ بنانے کے لیے یہ لنک کھولیں۔ یہ لنک ایک گھنٹے کے اندر ایک ہی بار کام کرتا ہے۔',
    ],
    button: 'نیا پاس ورڈ بنائیں',
    after:
      'اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کر دیں؛ آپ کا پاس ورڈ جوں کا توں رہے گا۔',
  },
  emailVerification: {
    subject: 'کامیاب کے لیے اپنے ای میل ایڈریس کی تصدیق کریں',
    lines: [
      'کامیاب میں شامل ہونے کا شکریہ۔ براہِ کرم یہ لنک کھول کر تصدیق کریں کہ یہ ای میل ایڈریس آپ ہی کا ہے۔ یہ لنک سات دن کے اندر ایک ہی بار کام کرتا ہے۔',
    ],
    button: 'میرے ای میل ایڈریس کی تصدیق کریں',
    after: 'اگر آپ نے کامیاب پر اکاؤنٹ نہیں بنایا تو اس ای میل کو نظر انداز کر دیں۔',
  },
};

const wording: Record<Language, Record<AccountTokenPurpose, LinkEmail>> = { en: english, ur: urdu };

export const linkPaths: Record<AccountTokenPurpose, string> = {
  passwordReset: '/reset-password',
  emailVerification: '/verify-email',
};

export function renderLinkEmail(
  purpose: AccountTokenPurpose,
  recipient: { name: string; language: Language },
  url: string,
): EmailContent {
  const words = wording[recipient.language][purpose];
  return composeEmail(recipient.language, {
    subject: words.subject,
    recipientName: recipient.name,
    lines: words.lines,
    link: { label: words.button, url },
    after: [words.after],
  });
}

/** The idempotency keys of these emails start so; their bodies are blanked once sent. */
export const LINK_EMAIL_KEY_PREFIX = 'accountToken:';

export async function queueLinkEmail(
  tx: Database,
  purpose: AccountTokenPurpose,
  recipient: { email: string; name: string; language: Language },
  token: string,
): Promise<void> {
  const url = publicLink(`${linkPaths[purpose]}?token=${encodeURIComponent(token)}`);
  const email = renderLinkEmail(purpose, recipient, url);
  await queueEmail(tx, {
    idempotencyKey: `${LINK_EMAIL_KEY_PREFIX}${purpose}:${tokenHash(token)}`,
    toAddress: recipient.email,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
  });
}
