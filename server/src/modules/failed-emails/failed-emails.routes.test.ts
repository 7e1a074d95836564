import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { mailingAppForBlock, membersForBlock } from '../../../test/per-block';
import { adminActions, emailOutbox } from '../../db/schema';
import { member, type Member } from '../jobs/jobs.test-helpers';
import { queueApprovalEmail } from '../notifications/outbox.test-helpers';

/** Emails a real SMTP server refused for good (550), as the admins see them and put them back. */
describe('failed emails', () => {
  const { testApp, sink } = mailingAppForBlock();
  const [admin] = membersForBlock(testApp, ['admin']);

  /** An approval email to a new freelancer, refused for good by the SMTP server; its row id. */
  async function refusedEmail(): Promise<{ id: string; freelancer: Member }> {
    const freelancer = await member(testApp, 'freelancer');
    const id = await queueApprovalEmail(testApp, freelancer.id);
    sink.failing = true;
    sink.refuseWith = 550;
    try {
      await testApp.app.outbox.runOnce();
    } finally {
      sink.failing = false;
    }
    return { id, freelancer };
  }

  const list = (query = '', headers: Record<string, string> = admin.headers) =>
    testApp.app.inject({ method: 'GET', url: `/api/v1/admin/failed-emails${query}`, headers });
  const retry = (id: string, headers: Record<string, string> = admin.headers) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/v1/admin/failed-emails/${id}/retry`,
      headers,
    });
  const urdu = () => ({ cookie: `${admin.headers.cookie}; lang=ur` });

  it("shows the admins what was refused: masked recipient, kind, subject, the server's answer, tries, when", async () => {
    const { id, freelancer } = await refusedEmail();
    const response = await list();
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('Failed emails fetched');
    const shown = data.emails.find((email: { _id: string }) => email._id === id);
    const [name, domain] = freelancer.email.split('@');
    expect(shown).toEqual({
      _id: id,
      to: expect.stringMatching(new RegExp(`^${name!.slice(0, 2)}\\*+.*@${domain}$`)),
      kind: 'accountApproved',
      subject: 'Your Kaamyaab account is approved.',
      lastError: expect.stringContaining('550 Mailbox unavailable'),
      attempts: 1,
      failedAt: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(shown.to).not.toBe(freelancer.email);
    expect(response.body).not.toContain(freelancer.email);
    expect(data.total).toBeGreaterThanOrEqual(1);
    expect((await list('', urdu())).json().message).toBe('ناکام ای میلز مل گئیں');
  });

  it('puts one back in the queue, audited; the next pass delivers it and it leaves the list', async () => {
    const { id, freelancer } = await refusedEmail();
    const totalBefore = (await list()).json().data.total;
    const response = await retry(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { _id: id },
      message: 'The email will be sent again',
    });
    const [audit] = await testApp.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.subjectId, id));
    expect(audit).toMatchObject({
      adminId: admin.id,
      action: 'emailRetried',
      detail: { kind: 'accountApproved', attempts: 1, failedAt: expect.any(String) },
    });
    expect(await testApp.app.outbox.runOnce()).toBeGreaterThanOrEqual(1);
    expect(sink.received.some((mail) => mail.to.includes(freelancer.email))).toBe(true);
    const [row] = await testApp.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ failedAt: null, attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    const after = (await list()).json().data;
    expect(after.total).toBe(totalBefore - 1);
    expect(after.emails.map((email: { _id: string }) => email._id)).not.toContain(id);
  });

  it('refuses, in English and Urdu, an id that names no failed email: unknown, pending, or put back', async () => {
    const { id } = await refusedEmail();
    expect((await retry(id)).statusCode).toBe(200);
    for (const missing of [id, randomUUID(), 'not-an-id']) {
      const response = await retry(missing);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        message:
          'This email is not among the failed emails: it does not exist, or it was already put back.',
      });
    }
    const inUrdu = await retry(randomUUID(), urdu());
    expect(inUrdu.statusCode).toBe(404);
    expect(inUrdu.json().message).toMatch(/^یہ ای میل ناکام ای میلز میں نہیں/);
    const audits = await testApp.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.subjectId, id));
    expect(audits).toHaveLength(1);
  });

  it('lets one of two admins who put the same email back at once win, with one audit entry', async () => {
    const { id } = await refusedEmail();
    const other = await member(testApp, 'admin');
    const statuses = (await Promise.all([retry(id), retry(id, other.headers)])).map(
      (response) => response.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 404]);
    const [{ entries }] = (await testApp.db
      .select({ entries: sql<number>`count(*)::int` })
      .from(adminActions)
      .where(eq(adminActions.subjectId, id))) as [{ entries: number }];
    expect(entries).toBe(1);
  });

  it('pages most recently failed first, and refuses a cursor it did not write', async () => {
    await refusedEmail();
    await refusedEmail();
    const first = (await list('?limit=1')).json().data;
    expect(first.emails).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await list(`?limit=1&after=${first.nextCursor}`)).json().data;
    expect(second.emails).toHaveLength(1);
    expect(Date.parse(second.emails[0].failedAt)).toBeLessThanOrEqual(
      Date.parse(first.emails[0].failedAt),
    );
    expect(second.emails[0]._id).not.toBe(first.emails[0]._id);
    expect((await list('?after=not-a-cursor')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const freelancer = await member(testApp, 'freelancer');
    const { id } = await refusedEmail();
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', freelancer.headers)).statusCode).toBe(403);
    expect((await retry(id, freelancer.headers)).statusCode).toBe(403);
  });
});
