import { kindOf, presentFailedEmail } from './failed-emails.presenter';

describe("a failed email as the admins' list shows it", () => {
  const row = {
    id: '00000000-0000-4000-8000-000000000001',
    idempotencyKey: 'accountToken:passwordReset:0f3a',
    toAddress: 'ayesha.khan@gmial.com',
    subject: 'Choose a new Kaamyaab password',
    lastError:
      "Can't send mail - all recipients were rejected: 550 5.1.1 <ayesha.khan@gmial.com>: Recipient address rejected",
    attempts: 1,
    failedAt: new Date('2026-03-01T10:00:00.000Z'),
    createdAt: new Date('2026-03-01T09:59:00.000Z'),
  };

  it("masks the recipient's name everywhere it shows, keeping the domain", () => {
    const shown = presentFailedEmail(row);
    expect(shown.to).toBe('ay****.***n@gmial.com');
    expect(shown.lastError).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <ay****.***n@gmial.com>: Recipient address rejected",
    );
    expect(JSON.stringify(shown)).not.toContain('ayesha.khan');
  });

  it("names a notification's kind, or the purpose of a one-time link", () => {
    expect(kindOf('applicationAccepted:7d1c')).toBe('applicationAccepted');
    expect(kindOf('accountApproved:7d1c:1767225600000')).toBe('accountApproved');
    expect(kindOf('accountToken:emailVerification:0f3a')).toBe('emailVerification');
    expect(presentFailedEmail({ ...row, lastError: null }).lastError).toBe('');
  });
});
