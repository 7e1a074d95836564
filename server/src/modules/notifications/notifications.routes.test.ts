import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { appliedTo } from '../../../test/applying';
import { buildAppOn, buildTestApp } from '../../../test/build-test-app';
import { createCompany, createFreelancer, PASSWORD } from '../../../test/factories';
import { readableMail, readMail } from '../../../test/smtp-sink';
import { mailingAppForBlock, membersForBlock } from '../../../test/per-block';
import { emailOutbox, freelancers, notifications } from '../../db/schema';
import { jobOf, member, type Member } from '../jobs/jobs.test-helpers';
import { applicationWithdrawn, jobEnded } from './events';
import { smtpTransport } from './mail-transport';
import { createOutboxWorker } from './outbox-worker';
import { announce, notify } from './notify';

const PUBLIC_URL = 'https://kaamyaab.example.pk';

describe('notifications and their emails', () => {
  const { testApp, sink } = mailingAppForBlock({ PUBLIC_URL });
  const [company, admin] = membersForBlock(testApp, ['company', 'admin']);
  let jobId: string;

  beforeAll(async () => {
    // Room for every applicant of this file: only the test of a filled job fills one.
    jobId = await jobOf(testApp, company, {
      title: 'Shopify store <setup>',
      numberOfFreelancers: 50,
    });
  });

  const call = (method: 'GET' | 'PATCH', url: string, who: Member | null) =>
    testApp.app.inject({ method, url: `/api/v1${url}`, headers: who?.headers ?? {} });

  const apply = (freelancer: Member, to: string = jobId) =>
    appliedTo(testApp, freelancer, to, {
      coverLetter: 'Hire me',
      proposedRate: 45000,
      estimatedCompletionTime: '2 weeks',
    });

  const decide = (applicationId: string, status: string, who: Member = company) =>
    testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/application/status/${applicationId}`,
      headers: who.headers,
      payload: { status },
    });

  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));
  const unread = async (who: Member) =>
    (await call('GET', '/notifications/unread-count', who)).json().data.unread;

  it('tells the company of a new application, in the app and by an email with text, HTML and PKR', async () => {
    const freelancer = await member(testApp, 'freelancer');
    const before = await unread(company);
    await apply(freelancer);

    expect(await unread(company)).toBe(before + 1);
    const list = await call('GET', '/notifications?limit=1', company);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.notifications[0]).toMatchObject({
      kind: 'applicationReceived',
      title: `${freelancer.name} applied to Shopify store <setup>.`,
      link: '/company-dashboard/jobs-posted',
      read: false,
    });

    expect(await testApp.app.outbox.runOnce()).toBeGreaterThanOrEqual(1);
    const [mail] = mailsTo(company.email);
    expect(mail).toBeDefined();
    const raw = readableMail(mail!.raw);
    expect(raw).toMatch(/multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toContain('Rs\u00a045,000');
    expect(raw).toContain(`${PUBLIC_URL}/company-dashboard/jobs-posted`);
    // The job title is the company's own text: escaped in the HTML part.
    expect(raw).toContain('Shopify store &lt;setup&gt;');
    expect(raw).not.toContain('<p>Shopify store <setup>');
  });

  it('tells the freelancer when his application is accepted or rejected', async () => {
    const [accepted, rejected] = await Promise.all([
      member(testApp, 'freelancer'),
      member(testApp, 'freelancer'),
    ]);
    const acceptedId = await apply(accepted);
    const rejectedId = await apply(rejected);
    expect((await decide(acceptedId, 'accepted')).statusCode).toBe(200);
    expect((await decide(rejectedId, 'rejected')).statusCode).toBe(200);

    const mine = (await call('GET', '/notifications', accepted)).json().data.notifications;
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'applicationAccepted',
        title: `${company.name} accepted your application to Shopify store <setup>.`,
        link: `/freelancer-dashboard/messages/${acceptedId}`,
      }),
    ]);
    const theirs = (await call('GET', '/notifications', rejected)).json().data.notifications;
    expect(theirs).toEqual([expect.objectContaining({ kind: 'applicationRejected' })]);

    await testApp.app.outbox.runOnce();
    expect(mailsTo(accepted.email)).toHaveLength(1);
    expect(mailsTo(rejected.email)).toHaveLength(1);
  });

  /** Logs in as a browser whose reader chose Urdu would: with the `lang` cookie. */
  async function memberInUrdu(): Promise<Member> {
    const freelancer = await createFreelancer(testApp.db, { active: true });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/login',
      payload: { email: freelancer.email, password: PASSWORD },
      headers: { cookie: 'lang=ur' },
    });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name === 'kaamyaab_session')!;
    const cookie = `kaamyaab_session=${session.value}`;
    return {
      id: freelancer.id,
      name: freelancer.fullName,
      email: freelancer.email,
      headers: { cookie },
    };
  }

  const languageOf = async (freelancerId: string) =>
    (
      await testApp.db
        .select({ language: freelancers.language })
        .from(freelancers)
        .where(eq(freelancers.id, freelancerId))
    )[0]?.language;

  it("writes each email in its recipient's language: the one of the login or of the signed-in account's page", async () => {
    const urduCompany = await member(testApp, 'company');
    const me = (who: Member, headers: Record<string, string> = {}) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        headers: { ...who.headers, ...headers },
      });
    // A reader who switches to Urdu while signed in: the page asks for the account in Urdu.
    expect((await me(urduCompany, { 'accept-language': 'ur-PK,ur;q=0.9' })).statusCode).toBe(200);
    const job = await jobOf(testApp, urduCompany, {
      title: 'Shopify store <setup>',
      numberOfFreelancers: 2,
    });
    const [inUrdu, inEnglish] = [await memberInUrdu(), await member(testApp, 'freelancer')];
    expect(await languageOf(inUrdu.id)).toBe('ur');
    expect(await languageOf(inEnglish.id)).toBe('en');
    const urduApplication = await apply(inUrdu, job);
    const englishApplication = await apply(inEnglish, job);
    expect((await decide(urduApplication, 'accepted', urduCompany)).statusCode).toBe(200);
    expect((await decide(englishApplication, 'accepted', urduCompany)).statusCode).toBe(200);
    await testApp.app.outbox.runOnce();

    const urdu = mailsTo(inUrdu.email).map((mail) => readMail(mail.raw));
    const title = `${urduCompany.name} نے Shopify store <setup> کے لیے آپ کی درخواست قبول کر لی ہے۔`;
    const link = `${PUBLIC_URL}/freelancer-dashboard/messages/${urduApplication}`;
    expect(urdu).toHaveLength(1);
    expect(urdu[0]!.subject).toBe(title);
    expect(urdu[0]!.text).toBe(
      [
        `السلام علیکم ${inUrdu.name}،`,
        '',
        title,
        '',
        `کامیاب کھولیں: ${link}`,
        '',
        '— کامیاب',
      ].join('\n'),
    );
    expect(urdu[0]!.html).toMatch(/^<!doctype html><html lang="ur" dir="rtl">/);
    expect(urdu[0]!.html).toMatch(/<div dir="rtl" lang="ur"[^>]*><p>السلام علیکم /);
    expect(urdu[0]!.html).toContain('Shopify store &lt;setup&gt;');
    expect(urdu[0]!.html).toContain(`<a href="${link}" style="color:#0b6e4f">کامیاب کھولیں</a>`);

    const english = mailsTo(inEnglish.email).map((mail) => readMail(mail.raw));
    const sentence = `${urduCompany.name} accepted your application to Shopify store <setup>.`;
    expect(english).toHaveLength(1);
    expect(english[0]!.subject).toBe(sentence);
    expect(english[0]!.text).toBe(
      [
        `Assalam-o-Alaikum ${inEnglish.name},`,
        '',
        sentence,
        '',
        `Open Kaamyaab: ${PUBLIC_URL}/freelancer-dashboard/messages/${englishApplication}`,
        '',
        '— Kaamyaab',
      ].join('\n'),
    );
    expect(english[0]!.html).not.toContain('rtl');

    // The company was told of both applications in Urdu, the proposed rate in rupees.
    const received = mailsTo(urduCompany.email).map((mail) => readMail(mail.raw));
    expect(received).toHaveLength(2);
    expect(received[0]!.subject).toBe(
      `${inUrdu.name} نے Shopify store <setup> کے لیے اپلائی کیا ہے۔`,
    );
    expect(received[0]!.text).toContain('\nمجوزہ ریٹ: Rs\u00a045,000\n');

    // Back to English on the signed-in page: the account's emails follow.
    expect((await me(inUrdu)).statusCode).toBe(200);
    expect(await languageOf(inUrdu.id)).toBe('en');
    // Only the two languages the emails are written in (migration 0012's check).
    await expect(
      testApp.db
        .update(freelancers)
        .set({ language: 'fr' as 'en' })
        .where(eq(freelancers.id, inUrdu.id)),
    ).rejects.toMatchObject({ cause: { constraint: 'freelancers_language_check' } });
  });

  it('tells an account when an admin approves it and when it is deactivated', async () => {
    const pending = await createCompany(testApp.db, {
      active: false,
      companyName: 'Ravi <b>Foods</b>',
    });
    const toggle = () =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/v1/company/${pending.id}/toggle-status`,
        headers: admin.headers,
      });
    const first = await toggle();
    expect(first.statusCode).toBe(200);
    expect((await toggle()).statusCode).toBe(200);

    const rows = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, pending.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(['accountApproved', 'accountDeactivated']);
    await testApp.app.outbox.runOnce();
    const mails = mailsTo(pending.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.raw).join('')).toContain('Ravi &lt;b&gt;Foods&lt;/b&gt;');
  });

  it("never shows or marks another person's notifications", async () => {
    const [owner, stranger] = await Promise.all([
      member(testApp, 'freelancer'),
      member(testApp, 'freelancer'),
    ]);
    const id = await apply(owner);
    await decide(id, 'accepted');
    const [theirs] = (await call('GET', '/notifications', owner)).json().data.notifications;

    expect((await call('GET', '/notifications', stranger)).json().data.notifications).toEqual([]);
    const refused = await call('PATCH', `/notifications/${theirs._id}/read`, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Notification not found.');
    expect((await call('PATCH', '/notifications/not-a-uuid/read', stranger)).statusCode).toBe(404);
    expect(await unread(owner)).toBe(1);

    const read = await call('PATCH', `/notifications/${theirs._id}/read`, owner);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.notification).toMatchObject({ _id: theirs._id, read: true });
    expect(await unread(owner)).toBe(0);
  });

  it('marks all read, and pages newest first with an opaque cursor', async () => {
    const busy = await member(testApp, 'company');
    const busyJob = await jobOf(testApp, busy);
    for (let i = 0; i < 3; i += 1) {
      const freelancer = await member(testApp, 'freelancer');
      await appliedTo(testApp, freelancer, busyJob, {
        coverLetter: 'Me',
        proposedRate: 1000,
        estimatedCompletionTime: '1 day',
      });
    }
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const query: string = after ? `?limit=2&after=${after}` : '?limit=2';
      const page = (await call('GET', `/notifications${query}`, busy)).json().data;
      seen.push(...page.notifications.map((n: { _id: string }) => n._id));
      after = page.nextCursor;
    } while (after);
    expect(new Set(seen).size).toBe(3);

    const bad = await call('GET', '/notifications?after=bm9wZQ', busy);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'This place in the list is not valid. Please load the list from the start.',
    );

    const all = await call('PATCH', '/notifications/read-all', busy);
    expect(all.json().data).toEqual({ marked: 3 });
    expect(await unread(busy)).toBe(0);
  });

  it('tells the pending applicants when an accept fills the job, and its company of a withdrawal', async () => {
    const single = await jobOf(testApp, company, { title: 'One logo', numberOfFreelancers: 1 });
    const [hired, waiting, leaving] = await Promise.all([
      member(testApp, 'freelancer'),
      member(testApp, 'freelancer'),
      member(testApp, 'freelancer'),
    ]);
    const hiredId = await apply(hired, single);
    await apply(waiting, single);
    const leavingId = await apply(leaving, single);
    const withdrawn = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/application/withdraw/${leavingId}`,
      headers: leaving.headers,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await decide(hiredId, 'accepted')).statusCode).toBe(200);

    const [filled] = (await call('GET', '/notifications', waiting)).json().data.notifications;
    expect(filled).toMatchObject({ kind: 'jobFilled' });
    // The one who left hears nothing of the job's filling; the company heard of the withdrawal.
    const leavers = (await call('GET', '/notifications', leaving)).json().data.notifications;
    expect(leavers.map((n: { kind: string }) => n.kind)).not.toContain('jobFilled');
    const companyKinds = (await call('GET', '/notifications', company)).json().data.notifications;
    expect(companyKinds.map((n: { kind: string }) => n.kind)).toContain('applicationWithdrawn');
  });

  it("tells a job's pending applicants it was filled or closed, and the company of a withdrawal", async () => {
    const [waiting, leaving] = await Promise.all([
      member(testApp, 'freelancer'),
      member(testApp, 'freelancer'),
    ]);
    const waitingId = await apply(waiting);
    const leavingId = await apply(leaving);
    const at = new Date();
    const told = await testApp.db.transaction(async (tx) => [
      ...(await jobEnded(tx, { applicationIds: [waitingId], reason: 'filled', at })),
      ...(await jobEnded(tx, { applicationIds: [waitingId], reason: 'filled', at })),
      await applicationWithdrawn(tx, leavingId),
    ]);
    expect(told.filter(Boolean)).toHaveLength(2);
    announce(testApp.app.bus, told);
    const [filled] = (await call('GET', '/notifications', waiting)).json().data.notifications;
    expect(filled).toMatchObject({
      kind: 'jobFilled',
      title: 'Shopify store <setup> has been filled, so your application to it is closed.',
    });
    const [withdrawn] = (await call('GET', '/notifications?limit=1', company)).json().data
      .notifications;
    expect(withdrawn).toMatchObject({
      kind: 'applicationWithdrawn',
      title: `${leaving.name} withdrew the application to Shopify store <setup>.`,
    });
  });

  it('writes one notification and one email for one event, however often it is told', async () => {
    const freelancer = await member(testApp, 'freelancer');
    const notice = {
      recipient: { type: 'freelancer' as const, id: freelancer.id },
      kind: 'accountApproved' as const,
      facts: {},
      eventKey: `test-event:${freelancer.id}`,
    };
    const first = await testApp.db.transaction((tx) => notify(tx, notice));
    const second = await testApp.db.transaction((tx) => notify(tx, notice));
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(await unread(freelancer)).toBe(1);
  });

  it('keeps an email through an SMTP outage and sends it exactly once when SMTP is back', async () => {
    const freelancer = await member(testApp, 'freelancer');
    await testApp.app.outbox.runOnce();
    sink.failing = true;
    const id = await apply(freelancer);
    await decide(id, 'rejected');
    expect(await testApp.app.outbox.runOnce()).toBe(0);
    const [failed] = await testApp.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `applicationRejected:${id}`));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed!.lastError).toMatch(/Mailbox busy/);
    // Backed off: not due again yet, so a pass now leaves it alone.
    sink.failing = false;
    expect(await testApp.app.outbox.runOnce()).toBe(0);
    expect(mailsTo(freelancer.email)).toHaveLength(0);

    // The backoff has passed (moved, not waited for).
    await testApp.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.id, failed!.id));
    expect(await testApp.app.outbox.runOnce()).toBe(1);
    expect(await testApp.app.outbox.runOnce()).toBe(0);
    expect(mailsTo(freelancer.email)).toHaveLength(1);
    const [sent] = await testApp.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, failed!.id));
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it('sends again, with the same Message-ID, an email whose sending was not recorded (the documented edge)', async () => {
    const freelancer = await member(testApp, 'freelancer');
    await testApp.app.outbox.runOnce();
    const id = await apply(freelancer);
    await decide(id, 'rejected');
    // The SMTP server takes the email, then the process "dies" before it marks it sent.
    const smtp = smtpTransport(sink.url);
    const dying = createOutboxWorker({
      db: testApp.db,
      log: testApp.app.log,
      from: 'Kaamyaab <no-reply@kaamyaab.pk>',
      pollSeconds: 60,
      maxAttempts: 12,
      transport: {
        ...smtp,
        send: async (email) => {
          await smtp.send(email);
          throw new Error('the process died here');
        },
      },
    });
    await dying.runOnce();
    await dying.stop();
    expect(mailsTo(freelancer.email)).toHaveLength(1);

    await testApp.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.idempotencyKey, `applicationRejected:${id}`));
    await testApp.app.outbox.runOnce();
    const copies = mailsTo(freelancer.email).map(
      (mail) => /^Message-ID: (.+)$/m.exec(mail.raw)?.[1],
    );
    expect(copies).toHaveLength(2);
    expect(copies[0]).toBeDefined();
    expect(copies[1]).toBe(copies[0]);
  });

  it('does not claim an email another worker is sending (its lease has not ended)', async () => {
    const freelancer = await member(testApp, 'freelancer');
    await testApp.app.outbox.runOnce();
    const id = await apply(freelancer);
    await decide(id, 'accepted');
    // Claimed by "another process" that has not finished: its lease is in the future.
    await testApp.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '2 minutes'`, attempts: 1 })
      .where(eq(emailOutbox.idempotencyKey, `applicationAccepted:${id}`));
    await testApp.app.outbox.runOnce();
    expect(mailsTo(freelancer.email)).toHaveLength(0);
  });
});

describe('emails without SMTP_URL', () => {
  it('are written as .eml files under DATA_DIR/outbox-mail', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kaamyaab-mail-'));
    const base = await buildTestApp();
    const testApp = await buildAppOn(base.db, { DATA_DIR: dataDir });
    try {
      const freelancer = await member(testApp, 'freelancer');
      await testApp.db.transaction((tx) =>
        notify(tx, {
          recipient: { type: 'freelancer', id: freelancer.id },
          kind: 'accountApproved',
          facts: {},
          eventKey: `files:${freelancer.id}`,
        }),
      );
      expect(await testApp.app.outbox.runOnce()).toBe(1);
      const files = await readdir(path.join(dataDir, 'outbox-mail'));
      expect(files).toHaveLength(1);
      const eml = await readFile(path.join(dataDir, 'outbox-mail', files[0]!), 'utf8');
      expect(eml).toContain(`To: ${freelancer.email}`);
      expect(eml).toContain('Subject: Your Kaamyaab account is approved.');
      expect(eml).toContain('http://localhost:3000/freelancer-dashboard');
    } finally {
      await testApp.close();
      await base.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
