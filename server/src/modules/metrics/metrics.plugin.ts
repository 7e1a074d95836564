import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isDatabaseUnavailable, isStatementTimeout } from '../../db/connection-errors';
import { ApiError } from '../../lib/api-error';
import { readMarketFigures, type MarketFigures } from './market.repository';

/** What other modules tell the metrics of their own state. */
export interface AppMetrics {
  /** How many live event streams this process holds open, read at each scrape. */
  countLiveStreams(read: () => number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

// A scrape reuses figures read this recently: scrapers of several replicas (or a second
// Prometheus) never multiply the ledger's sum.
const MARKET_CACHE_MS = 15_000;
// Past it the scrape answers with the last figures and says so (kaamyaab_market_figures_ok 0).
const MARKET_QUERY_TIMEOUT_MS = 2_000;
// The accounts whose money is not held for anyone: the outside world's two sides and the fees.
const NOT_HELD = new Set(['incoming', 'outgoing', 'fees']);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's length nor its first differing byte shows in timing. */
function tokenMatches(header: string | undefined, token: string) {
  const sent = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/** A record's entries as one labelled sample each: `{ pending: 3 }` → `[{ state: 'pending' }, 3]`. */
const samples = (label: string, values: Record<string, number>) =>
  Object.entries(values).map(([value, count]): [Record<string, string>, number] => [
    { [label]: value },
    count,
  ]);

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The market's figures for scrapes: read at most once per MARKET_CACHE_MS, shared by every gauge
 * of one scrape, bounded by a timeout so a slow database never holds a scrape.
 */
function marketFigures(app: FastifyInstance) {
  let last: { at: number; figures: MarketFigures } | undefined;
  let reading: Promise<void> | undefined;
  let ok = false;
  const refresh = async () => {
    try {
      last = {
        at: Date.now(),
        figures: await withTimeout(readMarketFigures(app.db), MARKET_QUERY_TIMEOUT_MS),
      };
      ok = true;
    } catch (error) {
      app.log.warn({ err: error }, 'metrics: the market figures could not be read');
      ok = false;
    }
  };
  return {
    async current() {
      if (!last || Date.now() - last.at >= MARKET_CACHE_MS) {
        reading ??= refresh().finally(() => (reading = undefined));
        await reading;
      }
      return { ok, figures: last?.figures };
    },
  };
}

/**
 * Prometheus metrics (docs/operations/metrics.md) at GET /metrics, for a scraper holding
 * METRICS_TOKEN: this process's HTTP traffic by route pattern, its event loop, heap, database
 * pool and statement timeouts, the limits it refused, its open live streams, and the market's
 * figures (outbox, waiting payments, the ledger's held money) from the database.
 */
export const metrics = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const http = new Histogram({
    name: 'kaamyaab_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class, and how long they took',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  // Route patterns only: a raw URL per label would grow without bound.
  app.addHook('onResponse', async (request, reply) => {
    http.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const databaseFailures = new Counter({
    name: 'kaamyaab_db_request_failures_total',
    help: 'Requests answered 503 because the database could not answer: statementTimeout (DB_STATEMENT_TIMEOUT_MS canceled it) or unavailable (a lost or refused connection, a restart)',
    labelNames: ['reason'],
    registers,
  });
  const limitRefusals = new Counter({
    name: 'kaamyaab_limit_refusals_total',
    help: 'Requests refused by a rate or attempt limit, by refusal code (tooManyLogins: login limits)',
    labelNames: ['code'],
    registers,
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (isDatabaseUnavailable(error))
      databaseFailures.inc({
        reason: isStatementTimeout(error) ? 'statementTimeout' : 'unavailable',
      });
    if (error instanceof ApiError && error.statusCode === 429)
      limitRefusals.inc({ code: error.code });
  });

  const pool = (app.db as unknown as { $client?: Pool }).$client;
  const poolGauge = (name: string, help: string, read: (pool: Pool) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (pool) this.set(read(pool));
      },
    });
  poolGauge(
    'kaamyaab_db_pool_max_connections',
    'Connections the pool may open',
    (p) => p.options.max,
  );
  poolGauge('kaamyaab_db_pool_connections', 'Connections the pool holds open', (p) => p.totalCount);
  poolGauge('kaamyaab_db_pool_idle_connections', 'Open connections not in use', (p) => p.idleCount);
  poolGauge(
    'kaamyaab_db_pool_waiting_requests',
    'Queries waiting for a free connection',
    (p) => p.waitingCount,
  );

  const liveStreamReaders: (() => number)[] = [];
  new Gauge({
    name: 'kaamyaab_live_streams_open',
    help: 'Live event streams (open dashboards) this process holds',
    registers,
    collect() {
      this.set(liveStreamReaders.reduce((sum, read) => sum + read(), 0));
    },
  });
  app.decorate('metrics', {
    countLiveStreams: (read: () => number) => void liveStreamReaders.push(read),
  } satisfies AppMetrics);

  const market = marketFigures(app);
  const marketGauge = (
    name: string,
    help: string,
    labelNames: string[],
    read: (figures: MarketFigures) => [Record<string, string>, number][],
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        const { figures } = await market.current();
        if (!figures) return;
        this.reset();
        for (const [labels, value] of read(figures)) this.set(labels, value);
      },
    });
  new Gauge({
    name: 'kaamyaab_market_figures_ok',
    help: '1 when the last read of the market figures from the database succeeded',
    registers,
    async collect() {
      this.set((await market.current()).ok ? 1 : 0);
    },
  });
  marketGauge(
    'kaamyaab_outbox_emails',
    'Emails in the outbox: pending (not yet sent), retrying (pending after a failed try), failed (given up)',
    ['state'],
    ({ outbox }) => samples('state', outbox),
  );
  marketGauge(
    'kaamyaab_pay_ins_waiting',
    'Pay-ins waiting for the money or for an admin, by status',
    ['status'],
    ({ payInsWaiting }) => samples('status', payInsWaiting),
  );
  marketGauge(
    'kaamyaab_payouts_waiting',
    'Payouts not yet paid, by status',
    ['status'],
    ({ payoutsWaiting }) => samples('status', payoutsWaiting),
  );
  marketGauge(
    'kaamyaab_ledger_balance_paisa',
    "The ledger's balance by kind of account, in paisa",
    ['kind'],
    ({ ledgerByKind }) => samples('kind', ledgerByKind),
  );
  marketGauge(
    'kaamyaab_ledger_held_paisa',
    'Money the platform holds for others (escrow, earnings, balances, payouts on their way, unmatched credits, withheld tax), in paisa',
    [],
    ({ ledgerByKind }) => [
      [
        {},
        Object.entries(ledgerByKind)
          .filter(([kind]) => !NOT_HELD.has(kind))
          .reduce((sum, [, paisa]) => sum + paisa, 0),
      ],
    ],
  );

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, app.config.METRICS_TOKEN))
      throw new ApiError('unauthenticated', { headers: { 'www-authenticate': 'Bearer' } });
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
});
