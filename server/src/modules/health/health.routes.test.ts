import { buildAppOn } from '../../../test/build-test-app';
import { testAppForBlock } from '../../../test/per-block';
import { openTestDatabase } from '../../../test/test-database';

describe('GET /api/v1/health', () => {
  const testApp = testAppForBlock();

  it('answers ok: the process runs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready with its database and local storage, and says Redis is not in use', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', storage: 'ok', redis: 'off' },
    });
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      statusCode: 404,
      success: false,
      errors: [{ msg: expect.any(String) }],
    });
  });

  it('refuses malformed JSON with a 400 envelope and no internals', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/v1/health');
  });
});

describe('health with the database unreachable', () => {
  it('is live, so no process is restarted for an outage, and not ready, so it takes no traffic', async () => {
    const database = await openTestDatabase();
    const { app, close } = await buildAppOn(database.db);
    try {
      await database.close();
      const live = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
      const ready = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json().errors).toEqual([
        { msg: 'The database is not reachable.', path: 'database' },
      ]);
    } finally {
      await close();
    }
  });
});
