import type { FastifyInstance } from 'fastify';
import { health } from '@kaamyaab/shared-api/contract';
import { pingDatabase } from '../../db/open-database';
import { ApiError } from '../../lib/api-error';
import { route } from '../../lib/route';

export async function healthRoutes(app: FastifyInstance) {
  route(app, health, async (_input, ctx) => {
    try {
      await pingDatabase(ctx.db);
    } catch (error) {
      ctx.log.error({ err: error }, 'database ping failed');
      throw new ApiError('databaseDown');
    }
    return { status: 'ok' as const };
  });
}
