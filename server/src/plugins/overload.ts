import type { FastifyInstance, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { API_PREFIX, health } from '@kaamyaab/shared-api/contract';
import type { AppConfig } from '../config/env';
import { ApiError } from '../lib/api-error';

// Health, so a balancer tells a busy process from a dead one; Prometheus's scrape
// (modules/metrics), as an overloaded process's figures are the ones wanted most.
const ANSWERED_UNDER_PRESSURE = new Set([`${API_PREFIX}${health.path}`, '/metrics']);

/**
 * Past a threshold of the environment, every request but health and the scrape is refused at once with 503 and
 * Retry-After instead of joining a queue whose latency grows without bound. Health still answers,
 * so a load balancer can tell a busy process from a dead one. The refusal comes before the
 * session is resolved, so an overloaded process asks nothing more of the database.
 */
export async function overload(app: FastifyInstance, config: AppConfig) {
  const retryAfter = config.OVERLOAD_RETRY_AFTER_SECONDS;
  await app.register(underPressure, {
    maxEventLoopDelay: config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: config.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
    maxHeapUsedBytes: config.OVERLOAD_MAX_HEAP_MB * 1024 * 1024,
    retryAfter,
    // A rejection goes to the error handler, which renders it as every refusal is rendered.
    pressureHandler: async (request: FastifyRequest) => {
      if (ANSWERED_UNDER_PRESSURE.has(request.routeOptions.url ?? '')) return;
      throw new ApiError('overloaded', { headers: { 'retry-after': String(retryAfter) } });
    },
  });
}
