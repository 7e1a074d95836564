import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { messages } from '../../db/schema';
import { jobOf, member } from '../jobs/jobs.test-helpers';
import { auditOf, conversationOf, kindsTold, moderationCalls } from './moderation.test-helpers';

/**
 * Reports and the admins' queue over the real app (docs/decisions/033-enforcement.md): who may
 * report what, once while open, within a limit; the queue grouped by target; dismissing and
 * hiding, audited, with the reporters told the outcome in general terms.
 */
describe('reports and the moderation queue', () => {
  const t = testAppForBlock({ REPORTS_PER_HOUR: '6' });
  const [company, freelancer, stranger, admin] = membersForBlock(t, [
    'company',
    'freelancer',
    'freelancer',
    'admin',
  ]);
  const calls = () => moderationCalls(t);

  it('takes a report of a job, a profile or a message of your own conversation, once while open', async () => {
    const talk = await conversationOf(t, company, freelancer);
    const job = await calls().report(freelancer, 'job', talk.jobId);
    expect(job.statusCode).toBe(201);
    expect(job.json().data.report).toMatchObject({ targetType: 'job', reason: 'scam' });

    const again = await calls().report(freelancer, 'job', talk.jobId, 'spam');
    expect([again.statusCode, again.json().code]).toEqual([409, 'alreadyReported']);

    expect(
      (await calls().report(company, 'freelancer', freelancer.id, 'fakeProfile')).statusCode,
    ).toBe(201);
    expect((await calls().report(freelancer, 'message', talk.fromCompany)).statusCode).toBe(201);

    // Someone else's conversation is as unknown as nothing at all; one's own is refused.
    const outsider = await calls().report(stranger, 'message', talk.fromCompany);
    expect([outsider.statusCode, outsider.json().code]).toEqual([404, 'reportTargetNotFound']);
    const nothing = await calls().report(stranger, 'job', randomUUID());
    expect([nothing.statusCode, nothing.json().code]).toEqual([404, 'reportTargetNotFound']);
    const own = await calls().report(company, 'job', talk.jobId);
    expect([own.statusCode, own.json().code]).toEqual([400, 'cannotReportOwn']);
    const ownMessage = await calls().report(freelancer, 'message', talk.fromFreelancer);
    expect(ownMessage.json().code).toBe('cannotReportOwn');

    const bad = await calls().call('POST', '/reports', freelancer, {
      targetType: 'job',
      targetId: talk.jobId,
      reason: 'boring',
      text: ' ',
    });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalidInput']);
  });

  it('limits reports per account, in the reporter’s language', async () => {
    const eager = await member(t, 'freelancer');
    const jobs = await Promise.all(
      Array.from({ length: 7 }, (_, i) => jobOf(t, company, { title: `Job number ${i}` })),
    );
    const answers = [];
    for (const jobId of jobs) answers.push(await calls().report(eager, 'job', jobId));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 429]);
    const urdu = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports',
      headers: { ...eager.headers, 'accept-language': 'ur' },
      payload: { targetType: 'job', targetId: jobs[0], reason: 'spam', text: 'Spam' },
    });
    expect(urdu.json().code).toBe('tooManyReports');
    expect(urdu.json().message).toMatch(/رپورٹس/);
  });

  it('groups open reports by target for admins, with the content as it is now', async () => {
    const other = await member(t, 'company');
    const target = await member(t, 'freelancer');
    await calls().report(company, 'freelancer', target.id, 'fakeProfile');
    await calls().report(other, 'freelancer', target.id, 'spam');
    const group = (await calls().queue(admin)).find((one) => one.targetId === target.id);
    expect(group).toMatchObject({
      count: 2,
      hidden: false,
      owner: { role: 'freelancer', _id: target.id },
    });
    expect(group!.reports.map((r) => r.reason)).toEqual(['fakeProfile', 'spam']);
    expect(group!.reports[0]!.reporterName).toBe(company.name);

    const refused = await calls().call('GET', '/admin/moderation/reports', company);
    expect(refused.statusCode).toBe(403);
  });

  it('dismisses with a note, audited, and tells the reporters only that it was looked at', async () => {
    const reporter = await member(t, 'company');
    const target = await member(t, 'freelancer');
    await calls().report(reporter, 'freelancer', target.id);
    const dismissed = await calls().resolve(admin, 'freelancer', target.id, { action: 'dismiss' });
    expect([dismissed.statusCode, dismissed.json().data]).toEqual([200, { resolved: 1 }]);
    expect(await auditOf(t, target.id)).toEqual(['reportsDismissed']);
    expect(await kindsTold(t, reporter)).toEqual(['reportResolved']);
    expect(await kindsTold(t, target)).toEqual([]);

    const twice = await calls().resolve(admin, 'freelancer', target.id, { action: 'dismiss' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'noOpenReports']);
    const profile = await calls().resolve(admin, 'freelancer', target.id, { action: 'hide' });
    expect([profile.statusCode, profile.json().code]).toEqual([400, 'cannotHide']);
    // A new report may follow a closed one.
    expect((await calls().report(reporter, 'freelancer', target.id)).statusCode).toBe(201);
  });

  it('hides a message from both parties, keeping its text for admins', async () => {
    const boss = await member(t, 'company');
    const worker = await member(t, 'freelancer');
    const talk = await conversationOf(t, boss, worker);
    await calls().report(worker, 'message', talk.fromCompany, 'offPlatformPayment');
    const hidden = await calls().resolve(admin, 'message', talk.fromCompany, {
      action: 'hide',
      reason: 'offPlatformPayment',
    });
    expect(hidden.json().data).toEqual({ resolved: 1 });
    for (const who of [boss, worker]) {
      const read = await calls().call('GET', `/conversations/${talk.applicationId}`, who);
      const shown = read
        .json()
        .data.messages.find((m: { _id: string }) => m._id === talk.fromCompany);
      expect(shown).toMatchObject({ text: '', hiddenReason: 'offPlatformPayment' });
    }
    const [kept] = await t.db.select().from(messages).where(eq(messages.id, talk.fromCompany));
    expect(kept!.body).toMatch(/JazzCash/);
    expect(await auditOf(t, talk.fromCompany)).toEqual(['messageHidden']);
    expect(await kindsTold(t, worker)).toContain('reportResolved');
    const again = await calls().resolve(admin, 'message', talk.fromCompany, { action: 'hide' });
    expect(again.json().code).toBe('alreadyHidden');
  });

  it('hides a job by closing it as its company would', async () => {
    const boss = await member(t, 'company');
    const jobId = await jobOf(t, boss, { title: 'Send fee first' });
    await calls().report(freelancer, 'job', jobId);
    expect((await calls().resolve(admin, 'job', jobId, { action: 'hide' })).statusCode).toBe(200);
    const job = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/job/${jobId}` });
    expect(job.json().data.job.status).toBe('closed');
    expect(await auditOf(t, jobId)).toEqual(['jobHidden']);
    expect((await calls().resolve(admin, 'job', jobId, { action: 'hide' })).json().code).toBe(
      'alreadyHidden',
    );
  });
});
