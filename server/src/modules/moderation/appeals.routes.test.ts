import { randomUUID } from 'node:crypto';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { postJobAs, member, jobOf } from '../jobs/jobs.test-helpers';
import { auditOf, conversationOf, kindsTold, moderationCalls } from './moderation.test-helpers';

/**
 * Deactivation for cause and its one appeal over the real app (docs/decisions/033-enforcement.md):
 * the holder reads why, may no longer post, apply, message, offer or fund, may still ask for its
 * payouts, appeals once (a race of two writes one), and an admin reinstates or upholds.
 */
describe('deactivation for cause and appeals', () => {
  const t = testAppForBlock();
  const [admin, reporter] = membersForBlock(t, ['admin', 'company']);
  const calls = () => moderationCalls(t);

  it('tells the holder why, closes the reports on its profile, and refuses its work', async () => {
    const freelancer = await member(t, 'freelancer');
    const company = await member(t, 'company');
    const talk = await conversationOf(t, company, freelancer);
    await calls().report(reporter, 'freelancer', freelancer.id, 'offPlatformPayment');
    await calls().report(freelancer, 'message', talk.fromCompany, 'offPlatformPayment');

    const done = await calls().deactivate(admin, 'freelancer', freelancer.id);
    expect([done.statusCode, done.json().data]).toEqual([200, { resolved: 1 }]);
    const closed = await calls().deactivate(admin, 'company', company.id, {
      reason: 'fraud',
      report: { targetType: 'message', targetId: talk.fromCompany },
    });
    expect(closed.json().data).toEqual({ resolved: 1 });
    expect(await auditOf(t, freelancer.id)).toEqual(['deactivatedForCause']);
    expect(await kindsTold(t, freelancer)).toContain('deactivatedForCause');
    expect(await kindsTold(t, reporter)).toEqual(['reportResolved']);

    const standing = await calls().standing(freelancer);
    expect(standing.json().data.standing).toMatchObject({
      reason: 'offPlatformPayment',
      text: expect.stringMatching(/bank transfer/),
      appeal: null,
    });
    const twice = await calls().deactivate(admin, 'freelancer', freelancer.id);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'alreadyDeactivatedForCause']);

    // Applying, messaging, offering, funding and posting all need an approved account.
    const otherJob = await jobOf(t, reporter);
    const refusals = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/v1/application/apply',
        headers: freelancer.headers,
        payload: {
          jobId: otherJob,
          coverLetter: 'Me',
          proposedRate: 100,
          estimatedCompletionTime: '1 day',
        },
      }),
      calls().call('POST', `/conversations/${talk.applicationId}/messages`, freelancer, {
        text: 'Hi',
      }),
      calls().call('POST', `/conversations/${talk.applicationId}/messages`, company, {
        text: 'Hi',
      }),
      calls().call('POST', '/contracts/offers', company, {}),
      calls().call('POST', `/milestones/${randomUUID()}/pay-in`, company, {}),
      postJobAs(t, company),
      calls().report(freelancer, 'job', otherJob),
    ]);
    expect(refusals.map((r) => [r.statusCode, r.json().code])).toEqual(
      Array.from({ length: 7 }, () => [403, 'underReview']),
    );
    // Earned money is still theirs to ask for.
    expect((await calls().call('GET', '/payouts', freelancer)).statusCode).toBe(200);
  });

  it('takes one appeal: a retry with its key is the same appeal, a race writes one', async () => {
    const holder = await member(t, 'company');
    const active = await member(t, 'company');
    const none = await calls().appeal(active);
    expect([none.statusCode, none.json().code]).toEqual([409, 'notDeactivatedForCause']);
    await calls().deactivate(admin, 'company', holder.id, { reason: 'abuse' });

    const raced = await Promise.all([calls().appeal(holder), calls().appeal(holder)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const won = raced.find((r) => r.statusCode === 201)!;
    expect(raced.find((r) => r.statusCode === 409)!.json().code).toBe('alreadyAppealed');
    const appeal = won.json().data.standing.appeal;
    expect(appeal).toMatchObject({ status: 'pending', reply: null });

    const key = randomUUID();
    const other = await member(t, 'freelancer');
    await calls().deactivate(admin, 'freelancer', other.id);
    const first = await calls().appeal(other, key);
    const retry = await calls().appeal(other, key, 'A different text sent again');
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.standing.appeal).toEqual(first.json().data.standing.appeal);
  });

  it('upholds with a reply the holder reads, once', async () => {
    const holder = await member(t, 'freelancer');
    await calls().deactivate(admin, 'freelancer', holder.id, { reason: 'fakeIdentity' });
    await calls().appeal(holder);
    const appeal = (await calls().appeals(admin)).find((a) => a.account._id === holder.id)!;
    expect(appeal.status).toBe('pending');

    const upheld = await calls().decide(admin, appeal._id, 'uphold', 'The CNIC is not yours.');
    expect(upheld.json().data.appeal).toMatchObject({
      status: 'upheld',
      reply: 'The CNIC is not yours.',
    });
    expect((await calls().standing(holder)).json().data.standing.appeal).toMatchObject({
      status: 'upheld',
      reply: 'The CNIC is not yours.',
    });
    const again = await calls().decide(admin, appeal._id, 'reinstate');
    expect([again.statusCode, again.json().code]).toEqual([409, 'appealDecided']);
    expect((await calls().appeal(holder)).json().code).toBe('alreadyAppealed');
    expect(await auditOf(t, appeal._id)).toEqual(['appealUpheld']);
    expect(await kindsTold(t, holder)).toEqual(['deactivatedForCause', 'appealDecided']);
  });

  it('reinstates: the account is approved again and may work', async () => {
    const holder = await member(t, 'company');
    await calls().deactivate(admin, 'company', holder.id, { reason: 'repeatedSpam' });
    await calls().appeal(holder);
    const appeal = (await calls().appeals(admin)).find((a) => a.account._id === holder.id)!;
    const reinstated = await calls().decide(admin, appeal._id, 'reinstate');
    expect(reinstated.json().data.appeal.status).toBe('reinstated');
    expect((await postJobAs(t, holder)).statusCode).toBe(201);
    expect((await calls().standing(holder)).json().data.standing).toBeNull();
    expect(await auditOf(t, appeal._id)).toEqual(['appealReinstated']);
    const missing = await calls().decide(admin, randomUUID(), 'uphold');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'appealNotFound']);
  });
});
