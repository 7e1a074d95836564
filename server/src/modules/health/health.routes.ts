import type { FastifyInstance } from 'fastify';
import { health, readiness } from '@kaamyaab/shared-api/contract';
import { pingDatabase } from '../../db/open-database';
import { ApiError } from '../../lib/api-error';
import { route } from '../../lib/route';

// A load balancer asks again soon; a process that cannot reach its database or files sits out.
const NOT_READY_RETRY_AFTER_SECONDS = 5;

export async function healthRoutes(app: FastifyInstance) {
  // Liveness is the process alone: were it to ping the database, an outage would have the
  // orchestrator restart every process, which helps nothing and loses what each was doing.
  route(app, health, async () => ({ status: 'ok' as const }));

  /**
   * Liveness (above) says the process runs; readiness says it can serve: a process that cannot
   * reach its database or files leaves the balancer until it can. Redis is reported but
   * does not make a process unready: without it each process keeps its own limits, sessions and
   * events (the single-process form), and taking every process out of the balancer because the
   * shared cache is down would turn a degradation into an outage.
   */
  route(app, readiness, async (_input, ctx) => {
    const reached = async (name: string, check: () => Promise<unknown>) => {
      try {
        await check();
        return true;
      } catch (error) {
        ctx.log.warn({ err: error }, `readiness: ${name} is not reachable`);
        return false;
      }
    };
    const [database, storage, redis] = await Promise.all([
      reached('the database', () => pingDatabase(ctx.db)),
      reached('the file storage', () => app.storage.check()),
      app.bus.kind === 'redis' ? reached('Redis', () => app.bus.check()) : undefined,
    ]);
    if (!database || !storage) {
      const errors = [
        ...(database ? [] : [{ msg: 'The database is not reachable.', path: 'database' }]),
        ...(storage ? [] : [{ msg: 'The file storage is not reachable.', path: 'storage' }]),
      ];
      throw new ApiError('notReady', {
        errors,
        headers: { 'retry-after': String(NOT_READY_RETRY_AFTER_SECONDS) },
      });
    }
    const redisState =
      redis === undefined ? ('off' as const) : redis ? ('ok' as const) : ('down' as const);
    return {
      status: 'ok' as const,
      checks: { database: 'ok' as const, storage: 'ok' as const, redis: redisState },
    };
  });
}
