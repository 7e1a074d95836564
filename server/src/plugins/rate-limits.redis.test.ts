import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { DEVICE_COOKIE } from '../auth/device-cookie';
import { buildAppOn, buildTestApp, type TestApp } from '../../test/build-test-app';
import { createFreelancer, multipart, pdfBytes, PASSWORD } from '../../test/factories';
import { injected, probeLoginLimits, type SendLogin } from '../../test/login-limits-probe';
import { tcpProxy } from '../../test/tcp-proxy';

/**
 * The limits on Redis (TEST_REDIS_URL; skipped without it): two servers on one Redis and one
 * database count together, and losing Redis (unreachable, cut mid-run, stalled) costs no request
 * a 500 while each server goes on counting in its own memory.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
const WRONG = 'not-the-password';
const ADMIN_KEY = 'test-admin-signup-key-123456';

/** Sends each attempt to the next server in turn, as a load balancer would. */
function roundRobin(...apps: FastifyInstance[]): SendLogin {
  let next = 0;
  return (email, password, address) =>
    injected(apps[(next += 1) % apps.length]!)(email, password, address);
}

const login = (
  app: FastifyInstance,
  email: string,
  password: string,
  address: string,
  device?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/freelancer/login',
    remoteAddress: address,
    headers: device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {},
    payload: { email, password },
  });

describeWithRedis('limits on Redis', () => {
  const prefix = `kaamyaab-test-${randomBytes(4).toString('hex')}`;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  /** Waits until an attempt from an address never used before is counted in Redis. */
  let probes = 0;
  async function countedInRedis(app: FastifyInstance, db: TestApp['db'], keyPrefix: string) {
    const { email } = await createFreelancer(db);
    probes += 1;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const address = `198.18.${probes}.${attempt + 1}`;
      await login(app, email, WRONG, address);
      if (await redis.exists(`${keyPrefix}:login-address:${address}`)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the app never counted in Redis');
  }

  describe('two servers on one Redis and one database', () => {
    const env = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `${prefix}:shared`,
      ADMIN_SIGNUP_KEY: ADMIN_KEY,
      SIGNUP_MAX_PER_ADDRESS_PER_HOUR: '3',
      ADMIN_KEY_MAX_FAILURES_PER_HOUR: '5',
      CONTACT_RATE_LIMIT: '3',
    };
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await buildTestApp(env);
      b = await buildAppOn(a.db, env);
    });
    afterAll(async () => {
      await b.close();
      await a.close();
    });

    it('count one burst of guesses together, as one server would', async () => {
      expect(a.app.limits.store).toBe('redis');
      expect(await probeLoginLimits(roundRobin(a.app, b.app), a.db)).toEqual({
        oneAddress: { sent: 40, checked: 10 },
        fourAddresses: { sent: 200, checked: 10 },
        rightAs34th: { status: 429 },
      });
    });

    it('share the admin key, sign-up and contact counts', async () => {
      const adminSignUp = (app: FastifyInstance, n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/admin/register',
          remoteAddress: '100.66.0.1',
          payload: {
            username: 'sana',
            email: `sana.${n}@kaamyaab.pk`,
            password: 'Minar-e-Pakistan',
            adminSignupKey: 'guess',
          },
        });
      const keys = await Promise.all(
        Array.from({ length: 12 }, (_, n) => adminSignUp(n % 2 ? a.app : b.app, n)),
      );
      expect(keys.filter((answer) => answer.statusCode === 403)).toHaveLength(5);

      const message = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/contact',
          remoteAddress: '100.66.0.2',
          payload: { email: 'x@example.pk', phone: '03001234567', subject: 'Hello' },
        });
      const messages = [];
      for (const app of [a.app, b.app, a.app, b.app])
        messages.push((await message(app)).statusCode);
      expect(messages).toEqual([201, 201, 201, 429]);

      const signUp = async (app: FastifyInstance, n: number) => {
        const form = await multipart(
          {
            companyName: 'Indus Bakers',
            pocName: 'Bilal Ahmed',
            pocId: '35202-7654321-9',
            companyNtn: '1234567-8',
            email: `hr.${n}.${prefix}@indus.pk`,
            password: 'Ravi-River-2024',
            bio: 'Bakeries across Lahore.',
          },
          {
            proofOfRegistrationFee: { bytes: pdfBytes(), name: 'fee.pdf', type: 'application/pdf' },
          },
        );
        return app.inject({
          method: 'POST',
          url: '/api/v1/company/register',
          remoteAddress: '100.66.0.3',
          ...form,
        });
      };
      const signUps = [];
      for (const [n, app] of [a.app, b.app, a.app, b.app].entries())
        signUps.push((await signUp(app, n)).statusCode);
      expect(signUps).toEqual([201, 201, 201, 429]);
    });

    it('share the devices an account knows: a login on one server, spared on the other', async () => {
      const owner = await createFreelancer(a.db);
      const first = await login(a.app, owner.email, PASSWORD, '100.66.1.1');
      const device = first.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)!.value;
      for (let i = 0; i < 30; i += 1) await login(b.app, owner.email, WRONG, `100.66.1.${i % 3}`);
      expect((await login(b.app, owner.email, PASSWORD, '100.66.1.1')).statusCode).toBe(429);
      expect((await login(b.app, owner.email, PASSWORD, '100.66.1.1', device)).statusCode).toBe(
        200,
      );
    });
  });

  it('is needed: without Redis, two servers count apart and let twice the guesses through', async () => {
    const a = await buildTestApp();
    const b = await buildAppOn(a.db);
    try {
      const figures = await probeLoginLimits(roundRobin(a.app, b.app), a.db);
      expect(figures.oneAddress.checked).toBe(20);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('counts in memory, never answering 500, when Redis is unreachable from the start', async () => {
    const t = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:9', CONTACT_RATE_LIMIT: '3' });
    try {
      expect(t.app.limits.store).toBe('redis');
      expect(await probeLoginLimits(injected(t.app), t.db)).toEqual({
        oneAddress: { sent: 40, checked: 10 },
        fourAddresses: { sent: 200, checked: 10 },
        rightAs34th: { status: 429 },
      });
      const messages = [];
      for (let i = 0; i < 4; i += 1)
        messages.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/v1/contact',
              payload: { email: 'x@example.pk', phone: '03001234567', subject: 'Hello' },
            })
          ).statusCode,
        );
      expect(messages).toEqual([201, 201, 201, 429]);
    } finally {
      await t.close();
    }
  });

  it('survives Redis lost mid-run, then counts in Redis again from where it was', async () => {
    const proxy = await tcpProxy(redisUrl!);
    const keyPrefix = `${prefix}:lost`;
    const t = await buildTestApp({ REDIS_URL: proxy.url, REDIS_KEY_PREFIX: keyPrefix });
    try {
      await countedInRedis(t.app, t.db, keyPrefix);
      const { email } = await createFreelancer(t.db);
      for (let i = 0; i < 5; i += 1)
        expect((await login(t.app, email, WRONG, '100.67.0.1')).statusCode).toBe(400);

      await proxy.cut();
      const during = await Promise.all(
        Array.from({ length: 40 }, () => login(t.app, email, WRONG, '100.67.0.1')),
      );
      const statuses = during.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
      for (const answer of during.filter((response) => response.statusCode === 429))
        expect(answer.headers['retry-after']).toBeDefined();

      await proxy.restore();
      await countedInRedis(t.app, t.db, keyPrefix);
      // Redis still holds the 5 failures counted before it was lost.
      const after = [];
      for (let i = 0; i < 6; i += 1)
        after.push((await login(t.app, email, WRONG, '100.67.0.1')).statusCode);
      expect(after).toEqual([400, 400, 400, 400, 400, 429]);
    } finally {
      await t.close();
      await proxy.close();
    }
  });

  it('answers within its command timeout, counting in memory, when Redis stalls', async () => {
    const proxy = await tcpProxy(redisUrl!);
    const keyPrefix = `${prefix}:stalled`;
    const t = await buildTestApp({
      REDIS_URL: proxy.url,
      REDIS_KEY_PREFIX: keyPrefix,
      LOGIN_PAIR_MAX_FAILURES: '2',
    });
    try {
      await countedInRedis(t.app, t.db, keyPrefix);
      const { email } = await createFreelancer(t.db);
      proxy.stall();
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await login(t.app, email, WRONG, '100.68.0.1')).statusCode);
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await t.close();
      await proxy.close();
    }
  });
});
