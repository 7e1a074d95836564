import { randomBytes } from 'node:crypto';
import { twoProcessesForBlock } from '../../../test/per-block';
import { listening, openEventStream } from '../../../test/event-stream';
import { jobOf, member } from '../jobs/jobs.test-helpers';

/**
 * Two server processes on one database and one Redis (TEST_REDIS_URL; skipped without it), as
 * the event bus's own Redis test runs them: an event raised on one reaches a browser on the other.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('live updates across processes sharing Redis', () => {
  const { one, two } = twoProcessesForBlock({
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `kaamyaab-live-${randomBytes(4).toString('hex')}`,
  });

  it('tells a freelancer connected to process two of an acceptance made on process one', async () => {
    const [company, freelancer] = await Promise.all([
      member(one, 'company'),
      member(one, 'freelancer'),
    ]);
    const jobId = await jobOf(one, company);
    const stream = await openEventStream(await listening(two.app), freelancer.headers);
    expect(stream.status).toBe(200);
    const applied = await one.app.inject({
      method: 'POST',
      url: '/api/v1/application/apply',
      headers: freelancer.headers,
      payload: { jobId, coverLetter: 'Me', proposedRate: 5000, estimatedCompletionTime: '1 week' },
    });
    const applicationId = applied.json().data.application._id as string;
    await one.app.inject({
      method: 'PATCH',
      url: `/api/v1/application/status/${applicationId}`,
      headers: company.headers,
      payload: { status: 'accepted' },
    });
    expect((await stream.next('notification')).data).toEqual({ kind: 'applicationAccepted' });

    // A logout on process one ends the stream held by process two.
    await one.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/logout',
      headers: freelancer.headers,
    });
    await stream.ended;
  });
});
