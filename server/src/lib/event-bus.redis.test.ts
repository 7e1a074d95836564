import { randomBytes } from 'node:crypto';
import { buildAppOn } from '../../test/build-test-app';
import { twoProcessesForBlock } from '../../test/per-block';
import { createFreelancer, loginAs } from '../../test/factories';
import { tcpProxy } from '../../test/tcp-proxy';
import { jobLife } from '../modules/jobs/job-life.test-helpers';
import { member, postJobAs } from '../modules/jobs/jobs.test-helpers';
import type { BusEvent, BusEvents, EventBus } from './event-bus';

/**
 * Two server processes on one database and one Redis (TEST_REDIS_URL; skipped without it), each
 * keeping sessions and the first page of jobs in memory far longer than the test runs: what one
 * changes, the other stops serving as soon as the event arrives.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

/** Resolves with the next such event this bus hears (after the bus's own caches heard it). */
const next = <E extends BusEvent>(bus: EventBus, event: E) =>
  new Promise<BusEvents[E]>((resolve) => {
    const stop = bus.subscribe(event, (payload) => {
      stop();
      resolve(payload);
    });
  });

describeWithRedis('the event bus on Redis', () => {
  const prefix = `kaamyaab-test-${randomBytes(4).toString('hex')}`;
  const { one, two } = twoProcessesForBlock({
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    MEMORY_CACHE_SECONDS: '300',
  });

  /** The ids on the first page of jobs that the other process serves to `reader`. */
  const firstPageOnTwo = async (reader: { headers: Record<string, string> }): Promise<string[]> =>
    (await two.app.inject({ method: 'GET', url: '/api/v1/jobs/all-jobs', headers: reader.headers }))
      .json()
      .data.jobs.map((job: { _id: string }) => job._id);

  it('ends a session kept by another process when it logs out on this one', async () => {
    const freelancer = await createFreelancer(one.db, { active: true });
    const { cookie } = await loginAs(one.app, 'freelancer', freelancer.email);
    const me = () => two.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);
    const heard = next(two.app.bus, 'session.revoked');
    await one.app.inject({ method: 'POST', url: '/api/v1/freelancer/logout', headers: { cookie } });
    await heard;
    expect((await me()).statusCode).toBe(401);
  });

  it("drops another process's first page of jobs when a job is posted here", async () => {
    const company = await member(one, 'company', { active: true });
    const reader = await member(one, 'freelancer', { active: true });
    const firstIds = () => firstPageOnTwo(reader);
    const before = await firstIds();
    const heard = next(two.app.bus, 'jobs.posted');
    const posted = (await postJobAs(one, company)).json().data.job._id;
    expect((await heard).jobId).toBe(posted);
    expect(await firstIds()).toEqual([posted, ...before]);
  });

  it("drops another process's first page when a job is closed, reopened or filled here", async () => {
    const company = await member(one, 'company', { active: true });
    const [reader, applicant] = await Promise.all([
      member(one, 'freelancer', { active: true }),
      member(one, 'freelancer', { active: true }),
    ]);
    const life = jobLife(one);
    const postedHeard = next(two.app.bus, 'jobs.posted');
    const jobId = (await postJobAs(one, company)).json().data.job._id as string;
    await postedHeard;
    const listedOnTwo = async () => (await firstPageOnTwo(reader)).includes(jobId);
    const changedHere = async (change: () => Promise<unknown>) => {
      const heard = next(two.app.bus, 'jobs.changed');
      await change();
      expect((await heard).jobId).toBe(jobId);
    };
    expect(await listedOnTwo()).toBe(true);
    await changedHere(() => life.setStatus(company, jobId, 'closed'));
    expect(await listedOnTwo()).toBe(false);
    await changedHere(() => life.setStatus(company, jobId, 'open'));
    expect(await listedOnTwo()).toBe(true);
    const applied = (await life.apply(applicant, jobId)).json().data.application._id as string;
    await changedHere(() => life.decide(company, applied, 'accepted'));
    expect(await listedOnTwo()).toBe(false);
  });

  it('drops what it kept when its Redis link comes back, for events it may have missed', async () => {
    const proxy = await tcpProxy(redisUrl!);
    const cut = await buildAppOn(one.db, {
      REDIS_URL: proxy.url,
      REDIS_KEY_PREFIX: prefix,
      MEMORY_CACHE_SECONDS: '300',
    });
    try {
      await cut.app.bus.ready;
      const freelancer = await createFreelancer(one.db, { active: true });
      const { cookie } = await loginAs(one.app, 'freelancer', freelancer.email);
      const me = () => cut.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
      expect((await me()).statusCode).toBe(200);

      await proxy.cut();
      await one.app.inject({
        method: 'POST',
        url: '/api/v1/freelancer/logout',
        headers: { cookie },
      });
      // The logout's event never reached it, so it still serves what it kept...
      expect((await me()).statusCode).toBe(200);
      const resynced = new Promise<void>((resolve) => cut.app.bus.onResync(resolve));
      await proxy.restore();
      await resynced;
      // ...until it is back on the channel and drops everything.
      expect((await me()).statusCode).toBe(401);
    } finally {
      await cut.close();
      await proxy.close();
    }
  });

  it('does not hear its own events twice', async () => {
    const heard: string[] = [];
    const stop = one.app.bus.subscribe('jobs.posted', ({ jobId }) => heard.push(jobId));
    const elsewhere = next(two.app.bus, 'jobs.posted');
    one.app.bus.publish('jobs.posted', { jobId: 'a', companyId: 'b' });
    await elsewhere;
    // A second event, from the other process, proves the channel delivered everything before it.
    const back = next(one.app.bus, 'jobs.posted');
    two.app.bus.publish('jobs.posted', { jobId: 'c', companyId: 'd' });
    await back;
    stop();
    expect(heard).toEqual(['a', 'c']);
  });
});
