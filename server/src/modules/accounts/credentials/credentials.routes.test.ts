import { eq, sql } from 'drizzle-orm';
import {
  createAdmin,
  createCompany,
  createFreelancer,
  loginAs,
  PASSWORD,
  signupBody,
} from '../../../../test/factories';
import { readableMail, readMail } from '../../../../test/smtp-sink';
import { mailingAppForBlock } from '../../../../test/per-block';
import { DEV_ADMIN_SIGNUP_KEY } from '../../../config/env';
import { accountTokens, emailOutbox } from '../../../db/schema';

const PUBLIC_URL = 'https://kaamyaab.example.pk';
const NEW_PASSWORD = 'Badshahi-Mosque-1673';

describe('passwords and email verification', () => {
  const { testApp: t, sink } = mailingAppForBlock({ PUBLIC_URL });

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const login = (role: string, email: string, password: string) =>
    post(`/${role}/login`, { email, password });

  /** Delivers the outbox, then answers the token of the newest link of this kind sent to `to`. */
  async function linkSentTo(to: string, page: '/reset-password' | '/verify-email') {
    await t.app.outbox.runOnce();
    const mails = sink.received.filter((mail) =>
      mail.to.some((address) => address.toLowerCase() === to.toLowerCase()),
    );
    const pattern = new RegExp(`${PUBLIC_URL}${page}\\?token=([A-Za-z0-9_-]+)`);
    const tokens = mails.map((mail) => pattern.exec(readMail(mail.raw).text)?.[1]).filter(Boolean);
    return { token: tokens.at(-1) as string | undefined, count: tokens.length, mails };
  }

  const forgot = (role: string, email: string) => post('/account/forgot-password', { role, email });

  describe('a forgotten password', () => {
    it('emails a link that sets a new password once, ends every session and keeps only a hash', async () => {
      const freelancer = await createFreelancer(t.db);
      const first = await loginAs(t.app, 'freelancer', freelancer.email);
      const second = await loginAs(t.app, 'freelancer', freelancer.email);

      const asked = await forgot('freelancer', freelancer.email.toUpperCase());
      expect(asked.statusCode).toBe(200);
      expect(asked.json().message).toBe(
        'If an account with this email exists, we have sent it a link to choose a new password. The link works once, within an hour.',
      );
      const { token, mails } = await linkSentTo(freelancer.email, '/reset-password');
      expect(token).toBeDefined();
      const text = readableMail(mails.at(-1)!.raw);
      expect(text).toContain('Choose a new Kaamyaab password');
      expect(text).toContain('Assalam-o-Alaikum Ayesha Khan');
      expect(text).toContain('within one hour');

      // Only the SHA-256 is stored, and the sent email keeps no copy of the link.
      const stored = await t.db.select().from(accountTokens);
      expect(JSON.stringify(stored)).not.toContain(token);
      const outbox = await t.db.select().from(emailOutbox);
      expect(JSON.stringify(outbox)).not.toContain(token);

      const reset = await post('/account/reset-password', { token, password: NEW_PASSWORD });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({
        data: { role: 'freelancer' },
        message: 'Your password has been changed. Please log in.',
      });

      for (const session of [first, second])
        expect((await get('/me', { cookie: session.cookie })).statusCode).toBe(401);
      expect((await login('freelancer', freelancer.email, PASSWORD)).statusCode).toBe(400);
      expect((await login('freelancer', freelancer.email, NEW_PASSWORD)).statusCode).toBe(200);

      const again = await post('/account/reset-password', { token, password: 'Another-pass-99' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(
        'This password reset link is not valid any more: it was used or is more than an hour old. Please ask for a new one.',
      );
    });

    it('is written in the language of the request that asked for it: Urdu right to left, or the English of before', async () => {
      const freelancer = await createFreelancer(t.db);
      // An address of its own: the other tests of this file spend the local address's resets.
      const ask = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/account/forgot-password',
          payload: { role: 'freelancer', email: freelancer.email },
          headers,
          remoteAddress: '203.0.113.16',
        });

      expect((await ask({ 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' })).statusCode).toBe(200);
      const inUrdu = await linkSentTo(freelancer.email, '/reset-password');
      const url = `${PUBLIC_URL}/reset-password?token=${inUrdu.token}`;
      const urdu = readMail(inUrdu.mails.at(-1)!.raw);
      expect(urdu.subject).toBe('اپنے کامیاب اکاؤنٹ کا نیا پاس ورڈ بنائیں');
      expect(urdu.text).toBe(
        [
          'السلام علیکم Ayesha Khan،',
          '',
          'کسی نے آپ کے کامیاب اکاؤنٹ کا پاس ورڈ بدلنے کی درخواست کی ہے۔ اگر یہ درخواست آپ نے کی ہے تو نیا پاس ورڈ بنانے کے لیے یہ لنک کھولیں۔ یہ لنک ایک گھنٹے کے اندر ایک ہی بار کام کرتا ہے۔',
          '',
          `نیا پاس ورڈ بنائیں: ${url}`,
          '',
          'اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کر دیں؛ آپ کا پاس ورڈ جوں کا توں رہے گا۔',
          '',
          '— کامیاب',
        ].join('\n'),
      );
      expect(urdu.html).toMatch(/<html lang="ur" dir="rtl">/);
      expect(urdu.html).toMatch(/<div dir="rtl" lang="ur"[^>]*><p>السلام علیکم Ayesha Khan،<\/p>/);
      expect(urdu.html).toContain(`<a href="${url}" style="color:#0b6e4f">نیا پاس ورڈ بنائیں</a>`);
      expect(urdu.html).toContain('<p>— کامیاب</p></div></body></html>');

      // Asking for neither language (a client of the public contract) reads the English of before, exactly.
      expect((await ask({})).statusCode).toBe(200);
      const inEnglish = await linkSentTo(freelancer.email, '/reset-password');
      const link = `${PUBLIC_URL}/reset-password?token=${inEnglish.token}`;
      const english = readMail(inEnglish.mails.at(-1)!.raw);
      const sentence =
        'Someone asked to reset the password of your Kaamyaab account. If it was you, open this link to choose a new password. It works once, within one hour.';
      const after =
        'If you did not ask for this, you can ignore this email: your password stays as it is.';
      expect(english.subject).toBe('Choose a new Kaamyaab password');
      expect(english.text).toBe(
        [
          'Assalam-o-Alaikum Ayesha Khan,',
          '',
          sentence,
          '',
          `Choose a new password: ${link}`,
          '',
          after,
          '',
          '— Kaamyaab',
        ].join('\n'),
      );
      expect(english.html).toBe(
        '<!doctype html><html><body style="font-family:sans-serif;color:#1f2933">' +
          `<p>Assalam-o-Alaikum Ayesha Khan,</p><p>${sentence}</p>` +
          `<p><a href="${link}" style="color:#0b6e4f">Choose a new password</a></p>` +
          `<p>${after}</p><p>— Kaamyaab</p></body></html>`,
      );
    });

    it('answers an unknown email exactly as a known one, and sends nothing', async () => {
      const company = await createCompany(t.db);
      const before = sink.received.length;
      const known = await forgot('company', company.email);
      const unknown = await forgot('company', `nobody.${Date.now()}@example.pk`);
      // A freelancer's address asked for as a company is unknown too.
      const otherRole = await forgot('company', (await createFreelancer(t.db)).email);
      for (const answer of [unknown, otherRole]) {
        expect(answer.statusCode).toBe(known.statusCode);
        expect(answer.body).toBe(known.body);
      }
      await t.app.outbox.runOnce();
      expect(sink.received.length - before).toBe(1);
    });

    it('refuses an expired link, and one of another purpose', async () => {
      const company = await createCompany(t.db);
      await forgot('company', company.email);
      const { token } = await linkSentTo(company.email, '/reset-password');
      await t.db
        .update(accountTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(accountTokens.principalId, company.id));
      const expired = await post('/account/reset-password', { token, password: NEW_PASSWORD });
      expect(expired.statusCode).toBe(400);
      expect((await login('company', company.email, PASSWORD)).statusCode).toBe(200);

      // A verification link does not reset a password, nor a reset link verify an email.
      const signedUp = await signUp('company');
      const verification = (await linkSentTo(signedUp.email, '/verify-email')).token;
      const wrongWay = await post('/account/reset-password', {
        token: verification,
        password: NEW_PASSWORD,
      });
      expect(wrongWay.statusCode).toBe(400);
      await forgot('company', signedUp.email);
      const reset = (await linkSentTo(signedUp.email, '/reset-password')).token;
      expect((await post('/account/verify-email', { token: reset })).statusCode).toBe(400);
      // Neither attempt spent the token it misused.
      expect((await post('/account/verify-email', { token: verification })).statusCode).toBe(200);
      const used = await post('/account/reset-password', { token: reset, password: NEW_PASSWORD });
      expect(used.statusCode).toBe(200);
    });

    it("opens only the account it was sent for: the same email's account of another role keeps its password", async () => {
      const email = `both.${Date.now()}@example.pk`;
      await createFreelancer(t.db, { email });
      await createCompany(t.db, { email });
      await forgot('company', email);
      const { token } = await linkSentTo(email, '/reset-password');
      const reset = await post('/account/reset-password', { token, password: NEW_PASSWORD });
      expect(reset.json().data).toEqual({ role: 'company' });
      expect((await login('company', email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login('freelancer', email, PASSWORD)).statusCode).toBe(200);
    });

    it('works for an admin, whose access and refresh tokens end with the reset', async () => {
      const admin = await createAdmin(t.db);
      const signedIn = await loginAs(t.app, 'admin', admin.email);
      const bearer = { authorization: `Bearer ${signedIn.body.data.accessToken}` };
      expect((await get('/me', bearer)).statusCode).toBe(200);
      await forgot('admin', admin.email);
      const { token } = await linkSentTo(admin.email, '/reset-password');
      const reset = await post('/account/reset-password', { token, password: NEW_PASSWORD });
      expect(reset.json().data).toEqual({ role: 'admin' });
      expect((await get('/me', bearer)).statusCode).toBe(401);
      const refresh = await post('/admin/refresh-token', {
        refreshToken: signedIn.body.data.refreshToken,
      });
      expect(refresh.statusCode).toBe(401);
      expect((await login('admin', admin.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('keeps only the newest link working, and limits how many are sent', async () => {
      const freelancer = await createFreelancer(t.db);
      await forgot('freelancer', freelancer.email);
      const older = (await linkSentTo(freelancer.email, '/reset-password')).token;
      await forgot('freelancer', freelancer.email);
      const newer = (await linkSentTo(freelancer.email, '/reset-password')).token;
      expect(newer).not.toBe(older);
      const stale = await post('/account/reset-password', { token: older, password: NEW_PASSWORD });
      expect(stale.statusCode).toBe(400);

      expect((await forgot('freelancer', freelancer.email)).statusCode).toBe(200);
      const limited = await forgot('freelancer', freelancer.email);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json().message).toMatch(/^Too many password reset requests/);
      // An unknown email is limited alike: a 429 tells nothing either.
      const unknown = `nobody.${Date.now()}@example.pk`;
      for (let i = 0; i < 3; i += 1) await forgot('freelancer', unknown);
      expect((await forgot('freelancer', unknown)).statusCode).toBe(429);
    });

    it('refuses a new password shorter than 8 characters, and a made-up token', async () => {
      const short = await post('/account/reset-password', {
        token: 'x'.repeat(43),
        password: '1234567',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('Password must be at least 8 characters');
      const madeUp = await post('/account/reset-password', {
        token: 'x'.repeat(43),
        password: NEW_PASSWORD,
      });
      expect(madeUp.statusCode).toBe(400);
      expect(madeUp.json().errors[0].msg).toMatch(/^This password reset link is not valid/);
    });
  });

  describe('changing the password while signed in', () => {
    it('needs the current password, then ends the other sessions and keeps this one', async () => {
      const company = await createCompany(t.db, { active: true });
      const here = await loginAs(t.app, 'company', company.email);
      const elsewhere = await loginAs(t.app, 'company', company.email);
      const change = (currentPassword: string, newPassword: string) =>
        post('/account/change-password', { currentPassword, newPassword }, { cookie: here.cookie });

      const wrong = await change('not-my-password', NEW_PASSWORD);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Your current password is not correct.');
      expect((await get('/me', { cookie: elsewhere.cookie })).statusCode).toBe(200);

      const changed = await change(PASSWORD, NEW_PASSWORD);
      expect(changed.statusCode).toBe(200);
      expect(changed.json().message).toBe(
        'Your password has been changed. You have been logged out everywhere else.',
      );
      expect((await get('/me', { cookie: here.cookie })).statusCode).toBe(200);
      expect((await get('/me', { cookie: elsewhere.cookie })).statusCode).toBe(401);
      expect((await login('company', company.email, PASSWORD)).statusCode).toBe(400);
      expect((await login('company', company.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses the same password, a short one, nobody signed in, and many wrong guesses', async () => {
      const freelancer = await createFreelancer(t.db);
      const { cookie } = await loginAs(t.app, 'freelancer', freelancer.email);
      const change = (body: object, headers: Record<string, string> = { cookie }) =>
        post('/account/change-password', body, headers);
      const same = await change({ currentPassword: PASSWORD, newPassword: PASSWORD });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe('The new password must differ from your current password');
      const short = await change({ currentPassword: PASSWORD, newPassword: 'short' });
      expect(short.json().message).toBe('Password must be at least 8 characters');
      const anonymous = await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, {});
      expect(anonymous.statusCode).toBe(401);

      const guess = () => change({ currentPassword: 'a-wrong-guess', newPassword: NEW_PASSWORD });
      for (let i = 0; i < 10; i += 1) expect((await guess()).statusCode).toBe(400);
      const limited = await guess();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many wrong current passwords/);
    });

    it('makes an older reset link useless', async () => {
      const freelancer = await createFreelancer(t.db);
      await forgot('freelancer', freelancer.email);
      const { token } = await linkSentTo(freelancer.email, '/reset-password');
      const { cookie } = await loginAs(t.app, 'freelancer', freelancer.email);
      const changed = await post(
        '/account/change-password',
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        { cookie },
      );
      expect(changed.statusCode).toBe(200);
      const late = await post('/account/reset-password', { token, password: 'Another-pass-99' });
      expect(late.statusCode).toBe(400);
    });
  });

  /** Signs up for real (the verification email is part of it); answers the email used. */
  async function signUp(
    role: 'freelancer' | 'company' | 'admin',
    headers: Record<string, string> = {},
  ) {
    const email = `new.${role}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.pk`;
    const body = role === 'admin' ? undefined : await signupBody(role, email);
    const response =
      role === 'admin'
        ? await post(
            '/admin/register',
            { username: 'Noor', email, password: PASSWORD, adminSignupKey: DEV_ADMIN_SIGNUP_KEY },
            headers,
          )
        : await t.app.inject({
            method: 'POST',
            url: `/api/v1/${role}/register`,
            payload: body!.payload,
            headers: { ...body!.headers, ...headers },
          });
    expect(response.statusCode).toBe(201);
    return { email };
  }

  describe('email verification', () => {
    it.each(['freelancer', 'company', 'admin'] as const)(
      'sends a %s a link at sign-up that verifies the address once',
      async (role) => {
        const { email } = await signUp(role);
        const { cookie } = await loginAs(t.app, role, email);
        const status = await get('/account/email-verification', { cookie });
        expect(status.json().data).toEqual({ verified: false, email });

        const { token, mails } = await linkSentTo(email, '/verify-email');
        expect(token).toBeDefined();
        expect(readableMail(mails[0]!.raw)).toContain(
          'Please verify your email address for Kaamyaab',
        );

        const verified = await post('/account/verify-email', { token });
        expect(verified.statusCode).toBe(200);
        expect(verified.json()).toMatchObject({
          data: { role },
          message: 'Thank you. Your email address is verified.',
        });
        expect((await get('/account/email-verification', { cookie })).json().data.verified).toBe(
          true,
        );
        expect((await post('/account/verify-email', { token })).statusCode).toBe(400);
      },
    );

    it.each(['freelancer', 'admin'] as const)(
      "writes a %s's first link in the language of the sign-up, and a resent one in the resending request's",
      async (role) => {
        const { email } = await signUp(role, { cookie: 'lang=ur' });
        const first = await linkSentTo(email, '/verify-email');
        const urdu = readMail(first.mails.at(-1)!.raw);
        expect(urdu.subject).toBe('کامیاب کے لیے اپنے ای میل ایڈریس کی تصدیق کریں');
        expect(urdu.text).toContain(
          'کامیاب میں شامل ہونے کا شکریہ۔ براہِ کرم یہ لنک کھول کر تصدیق کریں کہ یہ ای میل ایڈریس آپ ہی کا ہے۔ یہ لنک سات دن کے اندر ایک ہی بار کام کرتا ہے۔',
        );
        expect(urdu.text).toContain(
          `میرے ای میل ایڈریس کی تصدیق کریں: ${PUBLIC_URL}/verify-email?token=${first.token}`,
        );
        expect(urdu.text).toMatch(/^السلام علیکم .+،\n[^]*\n— کامیاب$/);
        expect(urdu.html).toMatch(/<div dir="rtl" lang="ur"/);
        // The account keeps the sign-up's language until a login in another one.
        const languageKept = async () => {
          const table = sql.identifier(`${role}s`);
          const result = (await t.db.execute(
            sql`select language from ${table} where email = ${email}`,
          )) as unknown as { rows: unknown[] };
          return result.rows;
        };
        expect(await languageKept()).toEqual([{ language: 'ur' }]);

        const { cookie } = await loginAs(t.app, role, email);
        expect(await languageKept()).toEqual([{ language: 'en' }]);
        expect((await post('/account/email-verification', undefined, { cookie })).statusCode).toBe(
          200,
        );
        const resent = readMail((await linkSentTo(email, '/verify-email')).mails.at(-1)!.raw);
        expect(resent.subject).toBe('Please verify your email address for Kaamyaab');
        expect(resent.text).toMatch(/^Assalam-o-Alaikum .+,\n/);
        expect(resent.html).not.toContain('rtl');
      },
    );

    it('lets an unverified account log in, and resends a few links an hour, each replacing the last', async () => {
      const { email } = await signUp('freelancer');
      const signedIn = await login('freelancer', email, PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      const cookie = `kaamyaab_session=${signedIn.cookies.find((c) => c.name === 'kaamyaab_session')!.value}`;
      const first = (await linkSentTo(email, '/verify-email')).token;

      const resend = () => post('/account/email-verification', undefined, { cookie });
      const again = await resend();
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe(
        'We have sent you a new verification email. Please open the link in it.',
      );
      const second = await linkSentTo(email, '/verify-email');
      expect(second.count).toBe(2);
      expect((await post('/account/verify-email', { token: first })).statusCode).toBe(400);

      expect((await resend()).statusCode).toBe(200);
      expect((await resend()).statusCode).toBe(200);
      const limited = await resend();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many verification emails/);

      const newest = (await linkSentTo(email, '/verify-email')).token;
      expect((await post('/account/verify-email', { token: newest })).statusCode).toBe(200);
    });

    it('tells a verified account so and sends nothing', async () => {
      const { email } = await signUp('company');
      await t.db.execute(
        sql`update companies set email_verified_at = now() where lower(email) = ${email}`,
      );
      const { cookie } = await loginAs(t.app, 'company', email);
      const before = (await linkSentTo(email, '/verify-email')).count;
      const answer = await post('/account/email-verification', undefined, { cookie });
      expect(answer.json()).toMatchObject({
        data: { verified: true },
        message: 'Your email address is already verified.',
      });
      expect((await linkSentTo(email, '/verify-email')).count).toBe(before);
    });

    it('refuses an expired verification link', async () => {
      const { email } = await signUp('freelancer');
      const { token } = await linkSentTo(email, '/verify-email');
      await t.db
        .update(accountTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(accountTokens.purpose, 'emailVerification'));
      const expired = await post('/account/verify-email', { token });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toMatch(/^This verification link is not valid any more/);
    });
  });
});
