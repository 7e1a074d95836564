import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { emailOutbox, notifications } from '../../db/schema';
import { member } from '../jobs/jobs.test-helpers';
import { filesTransport } from './mail-transport';
import { notify } from './notify';
import { createOutboxWorker } from './outbox-worker';
import { createRetentionSweep, type RetentionSweep } from './retention';

const DAY_MS = 24 * 3_600_000;

/**
 * Sent and given-up emails, their .eml files, and read notifications leave after their retention;
 * the clock is moved, not waited for.
 */
describe('pruning what has been kept long enough', () => {
  let testApp: TestApp;
  let mailFolder: string;
  let clock: number;
  const sweeps: RetentionSweep[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp();
    mailFolder = await mkdtemp(path.join(os.tmpdir(), 'kaamyaab-retention-'));
  });

  afterAll(async () => {
    await Promise.all(sweeps.map((sweep) => sweep.stop()));
    await testApp.close();
    await rm(mailFolder, { recursive: true, force: true });
  });

  beforeEach(async () => {
    clock = Date.now();
    // Each test starts with the sweep due.
    await testApp.db.execute(sql`delete from maintenance_runs`);
  });

  const transport = () => filesTransport(mailFolder, testApp.app.log);
  const sweepAt = (batch?: number) => {
    const sweep = createRetentionSweep({
      db: testApp.db,
      log: testApp.app.log,
      transport: transport(),
      emailRetentionDays: 30,
      notificationRetentionDays: 90,
      now: () => new Date(clock),
      ...(batch && { batch }),
    });
    sweeps.push(sweep);
    return sweep;
  };

  /** A notification and its email to a new freelancer, the email still in the outbox. */
  async function tell() {
    const freelancer = await member(testApp, 'freelancer');
    const eventKey = `accountApproved:${freelancer.id}:${randomUUID()}`;
    const told = await testApp.db.transaction((tx) =>
      notify(tx, {
        recipient: { type: 'freelancer', id: freelancer.id },
        kind: 'accountApproved',
        facts: {},
        eventKey,
      }),
    );
    const [email] = await testApp.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, eventKey));
    return { emailId: email!.id, notificationId: told!.notificationId };
  }

  /** As `tell`, and the email sent (as an .eml file). */
  async function toldAndSent() {
    const told = await tell();
    const worker = createOutboxWorker({
      db: testApp.db,
      log: testApp.app.log,
      transport: transport(),
      from: 'Kaamyaab <no-reply@kaamyaab.pk>',
      pollSeconds: 60,
      maxAttempts: 12,
    });
    await worker.runOnce();
    const [email] = await testApp.db
      .select({ sentAt: emailOutbox.sentAt })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, told.emailId));
    expect(email!.sentAt).toBeInstanceOf(Date);
    return told;
  }

  const read = (id: string) =>
    testApp.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(eq(notifications.id, id));
  const emailsLeft = async (ids: string[]) =>
    (await testApp.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids))).length;
  const notificationsLeft = async (ids: string[]) =>
    (await testApp.db.select().from(notifications).where(inArray(notifications.id, ids))).length;

  it('keeps everything younger than its retention, then prunes the sent and the read', async () => {
    const sent = await toldAndSent();
    const unread = await toldAndSent();
    await read(sent.notificationId);
    const pending = await tell();
    const filesBefore = (await readdir(mailFolder)).length;
    expect(filesBefore).toBeGreaterThanOrEqual(2);

    clock += 29 * DAY_MS;
    expect(await sweepAt().runOnce()).toMatchObject({ claimed: true, emails: 0, notifications: 0 });
    expect(await emailsLeft([sent.emailId, unread.emailId])).toBe(2);

    clock += 2 * DAY_MS;
    const report = await sweepAt().runOnce();
    expect(report).toMatchObject({ claimed: true });
    expect(report.emails).toBeGreaterThanOrEqual(2);
    expect(report.files).toBeGreaterThanOrEqual(filesBefore);
    expect(await emailsLeft([sent.emailId, unread.emailId])).toBe(0);
    expect(await readdir(mailFolder)).toEqual([]);
    // An unsent email waits whatever its age; the read notification is younger than 90 days.
    expect(await emailsLeft([pending.emailId])).toBe(1);
    expect(await notificationsLeft([sent.notificationId, unread.notificationId])).toBe(2);

    clock += 60 * DAY_MS;
    expect((await sweepAt().runOnce()).notifications).toBeGreaterThanOrEqual(1);
    expect(await notificationsLeft([sent.notificationId])).toBe(0);
    expect(await notificationsLeft([unread.notificationId])).toBe(1);
  });

  it('prunes a given-up email after the same retention, counted from when it was given up', async () => {
    const { emailId } = await toldAndSent();
    await testApp.db
      .update(emailOutbox)
      .set({ sentAt: null, failedAt: sql`now()` })
      .where(eq(emailOutbox.id, emailId));
    clock += 29 * DAY_MS;
    await sweepAt().runOnce();
    expect(await emailsLeft([emailId])).toBe(1);
    clock += 2 * DAY_MS;
    await sweepAt().runOnce();
    expect(await emailsLeft([emailId])).toBe(0);
  });

  it('deletes in batches until none is left', async () => {
    const values = Array.from({ length: 250 }, (_, index) => ({
      idempotencyKey: `batch:${randomUUID()}:${index}`,
      toAddress: 'someone@example.pk',
      subject: 'Old',
      textBody: 'Old',
      htmlBody: '<p>Old</p>',
      sentAt: new Date(clock - 40 * DAY_MS),
    }));
    await testApp.db.insert(emailOutbox).values(values);
    const report = await sweepAt(100).runOnce();
    expect(report.emails).toBeGreaterThanOrEqual(250);
    const left = await testApp.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(sql`${emailOutbox.idempotencyKey} like 'batch:%'`);
    expect(left).toEqual([]);
  });

  it('is claimed once across processes: of sweeps due together, one prunes, and none again within the hour', async () => {
    const [first, second, third] = await Promise.all([
      sweepAt().runOnce(),
      sweepAt().runOnce(),
      sweepAt().runOnce(),
    ]);
    expect([first, second, third].filter((report) => report.claimed)).toHaveLength(1);
    clock += 30 * 60_000;
    expect((await sweepAt().runOnce()).claimed).toBe(false);
    clock += 31 * 60_000;
    expect((await sweepAt().runOnce()).claimed).toBe(true);
  });
});

describe("the app's own sweep", () => {
  it('prunes by the configured retention, on the real clock', async () => {
    const testApp = await buildTestApp({ EMAIL_RETENTION_DAYS: '2' });
    try {
      const email = (key: string, sentAt: Date) => ({
        idempotencyKey: key,
        toAddress: 'someone@example.pk',
        subject: 'Sent',
        textBody: 'Sent',
        htmlBody: '<p>Sent</p>',
        sentAt,
      });
      await testApp.db
        .insert(emailOutbox)
        .values([
          email('three-days', new Date(Date.now() - 3 * DAY_MS)),
          email('one-day', new Date(Date.now() - DAY_MS)),
        ]);
      expect(await testApp.app.retention.runOnce()).toMatchObject({ claimed: true, emails: 1 });
      const left = await testApp.db.select({ key: emailOutbox.idempotencyKey }).from(emailOutbox);
      expect(left).toEqual([{ key: 'one-day' }]);
    } finally {
      await testApp.close();
    }
  });
});
