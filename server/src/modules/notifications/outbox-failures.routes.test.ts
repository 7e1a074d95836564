import { eq, sql } from 'drizzle-orm';
import { mailingAppForBlock } from '../../../test/per-block';
import { emailOutbox } from '../../db/schema';
import { member, type Member } from '../jobs/jobs.test-helpers';
import { queueApprovalEmail } from './outbox.test-helpers';

const MAX_ATTEMPTS = 4;

/** Delivery through a real SMTP server that refuses: for a while (451) or for good (550). */
describe('emails the SMTP server refuses', () => {
  const { testApp, sink } = mailingAppForBlock({ OUTBOX_MAX_ATTEMPTS: String(MAX_ATTEMPTS) });

  beforeEach(() => {
    sink.failing = false;
    sink.refuseWith = 451;
  });

  /** An approval email to a new freelancer, in the outbox; answers its row's id. */
  const queueEmail = async (to?: Member) =>
    queueApprovalEmail(testApp, (to ?? (await member(testApp, 'freelancer'))).id);

  const rowOf = async (id: string) =>
    (await testApp.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

  /** The backoff has passed: moved, not waited for. */
  const makeDue = (id: string) =>
    testApp.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.id, id));

  async function passes(id: string, count: number) {
    for (let pass = 0; pass < count; pass += 1) {
      await makeDue(id);
      await testApp.app.outbox.runOnce();
    }
  }

  it('gives up at once on a permanent refusal (550), however often its time comes again', async () => {
    const id = await queueEmail();
    sink.failing = true;
    sink.refuseWith = 550;
    const refusedBefore = sink.refused;
    await passes(id, 5);
    expect(sink.refused - refusedBefore).toBe(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.lastError).toMatch(/550 Mailbox unavailable/);
  });

  it('retries a refusal for now (451) a bounded number of times, then gives up', async () => {
    const id = await queueEmail();
    sink.failing = true;
    const refusedBefore = sink.refused;
    await passes(id, 2);
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ attempts: 2, failedAt: null });
    await passes(id, MAX_ATTEMPTS + 3);
    expect(sink.refused - refusedBefore).toBe(MAX_ATTEMPTS);
    const row = await rowOf(id);
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null });
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.lastError).toMatch(/451 Mailbox busy/);
  });

  it('waits a jittered backoff after a refusal for now: half to all of 30 s after the first', async () => {
    const id = await queueEmail();
    sink.failing = true;
    await passes(id, 1);
    const row = await rowOf(id);
    const waitSeconds = (row.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(15 - 5);
    expect(waitSeconds).toBeLessThanOrEqual(30);
  });
});
