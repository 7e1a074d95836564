import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX } from '@kaamyaab/shared-api/contract';
import type { AppConfig } from './config/env';
import type { Database } from './db/database';
import { ApiError, sendApiError } from './lib/api-error';
import { createEventBus, type EventBus } from './lib/event-bus';
import { logRedaction, safeError } from './lib/log-redaction';
import { openStorage } from './storage/open-storage';
import type { FileStorage } from './storage/storage';
import { apiModules } from './modules';
import { metrics } from './modules/metrics';
import { clockFor } from './lib/clock';
import { createReleaseSweep, type ReleaseSweep } from './modules/contracts';
import {
  createOutboxWorker,
  createRetentionSweep,
  mailTransportFor,
  setPublicUrl,
  type OutboxWorker,
  type RetentionSweep,
} from './modules/notifications';
import {
  createJazzCashSweep,
  jazzCashInquiry,
  railsOf,
  type JazzCashSweep,
} from './modules/pay-ins';
import { errorHandler } from './plugins/error-handler';
import { jsonBody } from './plugins/json-body';
import { openApi } from './plugins/openapi';
import { overload } from './plugins/overload';
import { rateLimits } from './plugins/rate-limits';
import { requestIdHeader, requestIdOf } from './plugins/request-id';
import { securityHeaders } from './plugins/security-headers';
import { isClientRoute, remotesManifestRoute, staticHosting } from './plugins/static-hosting';
import { crawlFiles } from './web/crawl-files';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    storage: FileStorage;
    bus: EventBus;
    /** Delivers the email outbox; server.ts starts it once listening. */
    outbox: OutboxWorker;
    /** Prunes old emails and read notifications; server.ts starts it once listening. */
    retention: RetentionSweep;
    /** Releases due work, reminds before it, pays funded bonuses; server.ts starts it. */
    releaseSweep: ReleaseSweep;
    /** Asks JazzCash about checkouts no notice settled, closes expired ones; server.ts starts it. */
    jazzCashSweep: JazzCashSweep;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  logger?: boolean;
}

/** Builds the whole server without listening, so tests drive the real app over HTTP or inject. */
export async function buildApp({
  config,
  db,
  logger = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.LOG_LEVEL, redact: logRedaction, serializers: { err: safeError } }
      : false,
    trustProxy: config.TRUST_PROXY,
    genReqId: requestIdOf(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // The router's own refusals (before any route or hook) answer in the envelope too, and
    // never echo the address back.
    frameworkErrors: (error, _request, reply) => {
      const refused = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'addressTooLong' : 'badAddress';
      void sendApiError(reply as FastifyReply, new ApiError(refused));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('storage', await openStorage(config));
  const bus = createEventBus(config, app.log);
  app.decorate('bus', bus);
  app.addHook('onClose', () => bus.close());
  setPublicUrl(config.PUBLIC_URL);
  const transport = mailTransportFor(config, app.log);
  const outbox = createOutboxWorker({
    db,
    log: app.log,
    transport,
    from: config.MAIL_FROM,
    pollSeconds: config.OUTBOX_POLL_SECONDS,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
  });
  app.decorate('outbox', outbox);
  bus.subscribe('notification.created', () => outbox.wake());
  app.addHook('onClose', () => outbox.stop());
  const retention = createRetentionSweep({
    db,
    log: app.log,
    transport,
    emailRetentionDays: config.EMAIL_RETENTION_DAYS,
    notificationRetentionDays: config.READ_NOTIFICATION_RETENTION_DAYS,
  });
  app.decorate('retention', retention);
  app.addHook('onClose', () => retention.stop());
  const releaseSweep = createReleaseSweep({
    db,
    log: app.log,
    bus,
    everyMs: config.RELEASE_SWEEP_MS,
    autoReleaseDays: config.AUTO_RELEASE_DAYS,
    now: clockFor(config).now,
  });
  app.decorate('releaseSweep', releaseSweep);
  app.addHook('onClose', () => releaseSweep.stop());
  const jazzCashSweep = createJazzCashSweep({
    ctx: { db, log: app.log, rails: railsOf(config), storage: app.storage, bus },
    settings: config,
    inquire: jazzCashInquiry(config),
    now: clockFor(config).now,
    everyMs: config.JAZZCASH_SWEEP_MS,
  });
  app.decorate('jazzCashSweep', jazzCashSweep);
  app.addHook('onClose', () => jazzCashSweep.stop());
  rateLimits(app, config);
  requestIdHeader(app);

  await app.register(errorHandler);
  // After the error handler, which its refusals use; before every route it counts.
  await app.register(metrics);
  await app.register(jsonBody);
  await overload(app, config);
  securityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await openApi(app);

  await app.register(apiModules, { prefix: API_PREFIX });

  await remotesManifestRoute(app, config);
  await crawlFiles(app, config);
  const sendShell = config.SERVE_WEB ? await staticHosting(app, config) : null;

  app.setNotFoundHandler((request, reply) => {
    if (sendShell && isClientRoute(request.method, request.url)) return sendShell(request, reply);
    const pathname = request.url.split('?')[0];
    const params = { method: request.method, path: pathname ?? '' };
    return sendApiError(reply, new ApiError('routeNotFound', { params }));
  });

  return app;
}
