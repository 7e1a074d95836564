import { randomBytes } from 'node:crypto';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { tcpProxy } from '../../../test/tcp-proxy';

/**
 * Readiness with Redis in use (TEST_REDIS_URL; skipped without it): reported while it answers,
 * and reported down, not unready, when it is cut: the process then keeps its own limits and
 * events, and the balancer should keep sending it requests.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('GET /api/v1/health/ready with Redis', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;

  beforeAll(async () => {
    proxy = await tcpProxy(redisUrl!);
    t = await buildTestApp({
      REDIS_URL: proxy.url,
      REDIS_KEY_PREFIX: `kaamyaab-test-${randomBytes(4).toString('hex')}`,
    });
    await t.app.bus.ready;
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  const ready = () => t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });

  it('reports Redis ok, then down while it is cut, staying ready, then ok again', async () => {
    expect((await ready()).json().checks.redis).toBe('ok');
    await proxy.cut();
    const cut = await ready();
    expect(cut.statusCode).toBe(200);
    expect(cut.json().checks).toEqual({ database: 'ok', storage: 'ok', redis: 'down' });
    await proxy.restore();
    // ioredis reconnects on its own schedule (at most 5 s between attempts).
    let redis = 'down';
    for (let attempt = 0; attempt < 40 && redis !== 'ok'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      redis = (await ready()).json().checks.redis;
    }
    expect(redis).toBe('ok');
  });
});
