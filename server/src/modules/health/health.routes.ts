import type { FastifyInstance } from 'fastify';
import { health } from '@kaamyaab/shared-api/contract';
import { pingDatabase } from '../../db/open-database';
import { databaseDown } from '../../db/connection-errors';
import { route } from '../../lib/route';

export async function healthRoutes(app: FastifyInstance) {
  route(app, health, async (_input, ctx) => {
    try {
      await pingDatabase(ctx.db);
    } catch (error) {
      ctx.log.error({ err: error }, 'database ping failed');
      throw databaseDown();
    }
    return { status: 'ok' as const };
  });
}
