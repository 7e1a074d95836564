import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthDto } from '@kaamyaab/shared-api/contract';
import { pingDatabase } from '../../db/open-database';
import { HttpError } from '../../lib/http-errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthDto },
      },
    },
    async () => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        app.log.error({ err: error }, 'database ping failed');
        throw new HttpError(503, 'The database is not reachable.');
      }
      return { status: 'ok' as const };
    },
  );
};
