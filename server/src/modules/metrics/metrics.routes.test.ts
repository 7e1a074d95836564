import { buildAppOn, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { activeContract } from '../../../test/active-contract';
import { listening, openEventStream } from '../../../test/event-stream';
import { fundMilestone } from '../../../test/funding';
import { DEV_METRICS_TOKEN } from '../../config/env';
import { member } from '../jobs/jobs.test-helpers';

const scraper = { authorization: `Bearer ${DEV_METRICS_TOKEN}` };

/** The value of one sample of the text exposition, e.g. `name{label="x"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((one) => one.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: scraper });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_PAIR_MAX_FAILURES: '1' });
  });
  afterAll(() => t.close());

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer not-the-token' }],
    ['the token without its scheme', { authorization: DEV_METRICS_TOKEN }],
  ])('refuses a scraper with %s, in the envelope, naming the request', async (_name, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toMatchObject({ success: false, code: 'unauthenticated' });
    expect(response.json().requestId).toBe(response.headers['x-request-id']);
    expect(response.body).not.toContain('kaamyaab_');
  });

  it('counts requests by route pattern and status class, never by raw address', async () => {
    const jobId = '6e4f1c2a-0000-4000-8000-000000000001';
    await t.app.inject({ method: 'GET', url: `/api/v1/jobs/job/${jobId}?lang=ur` });
    await t.app.inject({ method: 'GET', url: `/api/v1/nowhere/${jobId}` });
    const text = await scrape();
    expect(text).not.toContain(jobId);
    expect(
      sample(
        text,
        'kaamyaab_http_request_duration_seconds_count{method="GET",route="/api/v1/jobs/job/:jobId",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'kaamyaab_http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}',
      ),
    ).toBe(1);
    for (const series of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'kaamyaab_db_pool_max_connections',
      'kaamyaab_db_pool_waiting_requests',
      'kaamyaab_market_figures_ok',
    ])
      expect(sample(text, series)).toEqual(expect.any(Number));
    expect(sample(text, 'kaamyaab_market_figures_ok')).toBe(1);
  });

  it('counts the login limit refusals by their code', async () => {
    const freelancer = await member(t, 'freelancer');
    const wrong = { email: freelancer.email, password: 'not-the-password-1' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/v1/freelancer/login', payload: wrong }))
          .statusCode,
      );
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBeGreaterThan(0);
    expect(sample(await scrape(), 'kaamyaab_limit_refusals_total{code="tooManyLogins"}')).toBe(
      refused,
    );
  });

  it("reports the money held in escrow and the outbox's depth from the database", async () => {
    const [company, freelancer] = await Promise.all([
      member(t, 'company'),
      member(t, 'freelancer'),
    ]);
    const { milestoneIds } = await activeContract(
      t,
      { companyId: company.id, freelancerId: freelancer.id },
      [2_500_000],
    );
    await fundMilestone(t.db, milestoneIds[0]!);
    // A process reads the figures at most once per cache period: another process reads them now.
    const other = await buildAppOn(t.db);
    try {
      const response = await other.app.inject({ method: 'GET', url: '/metrics', headers: scraper });
      const text = response.body;
      expect(sample(text, 'kaamyaab_ledger_held_paisa')).toBe(2_500_000);
      expect(sample(text, 'kaamyaab_ledger_balance_paisa{kind="escrow"}')).toBe(2_500_000);
      expect(sample(text, 'kaamyaab_ledger_balance_paisa{kind="incoming"}')).toBe(-2_500_000);
      expect(sample(text, 'kaamyaab_pay_ins_waiting{status="awaitingConfirmation"}')).toBe(0);
      expect(sample(text, 'kaamyaab_payouts_waiting{status="requested"}')).toBe(0);
      expect(sample(text, 'kaamyaab_outbox_emails{state="failed"}')).toBe(0);
      expect(sample(text, 'kaamyaab_outbox_emails{state="pending"}')).toEqual(expect.any(Number));
    } finally {
      await other.close();
    }
  });

  it('counts the live streams open', async () => {
    const freelancer = await member(t, 'freelancer');
    const stream = await openEventStream(await listening(t.app), freelancer.headers);
    expect(stream.status).toBe(200);
    expect(sample(await scrape(), 'kaamyaab_live_streams_open')).toBe(1);
    stream.close();
    await stream.ended;
    let open = 1;
    while (open !== 0) open = sample(await scrape(), 'kaamyaab_live_streams_open') ?? -1;
    expect(open).toBe(0);
  });

  it('names each request in X-Request-Id, taking the balancer’s only behind a trusted proxy', async () => {
    const forwarded = { 'x-request-id': 'lb-7f3a9c2e-0001' };
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: forwarded });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const proxied = await buildAppOn(t.db, { TRUST_PROXY: 'true' });
    try {
      const kept = await proxied.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: forwarded,
      });
      expect(kept.headers['x-request-id']).toBe('lb-7f3a9c2e-0001');
      const short = await proxied.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-request-id': 'short' },
      });
      expect(short.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });
});
