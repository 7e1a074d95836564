import { setTimeout as sleep } from 'node:timers/promises';
import { testAppForBlock } from '../../test/per-block';
import { DEV_METRICS_TOKEN } from '../config/env';

/**
 * Under pressure (here: a heap threshold of 1 MB, which any Node process is past), every request
 * but health and the metrics scrape is refused with 503, Retry-After and the contract's sentence,
 * before the session is even read. The plugin samples once a second, so the test waits for the first refusal.
 */
describe('an overloaded server', () => {
  const t = testAppForBlock({ OVERLOAD_MAX_HEAP_MB: '1', OVERLOAD_RETRY_AFTER_SECONDS: '7' });

  async function firstRefusal() {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/jobs/all-jobs' });
      if (response.statusCode === 503) return response;
      await sleep(100);
    }
    throw new Error('never refused');
  }

  it('answers 503 with Retry-After and the sentence, and health still answers', async () => {
    // Refused before the session is read: a caller without one gets the 503, not a 401.
    const refused = await firstRefusal();
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.json()).toEqual({
      statusCode: 503,
      code: 'overloaded',
      message: 'Kaamyaab is very busy right now. Please try again in a few seconds.',
      errors: [{ msg: 'Kaamyaab is very busy right now. Please try again in a few seconds.' }],
      success: false,
      requestId: refused.headers['x-request-id'],
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    // The scrape too: an overloaded process's figures are the ones wanted most.
    const scrape = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${DEV_METRICS_TOKEN}` },
    });
    expect(scrape.statusCode).toBe(200);
  });
});
