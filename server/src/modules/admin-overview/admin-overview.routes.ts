import type { FastifyInstance } from 'fastify';
import { adminStats } from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import { readAdminStats } from './admin-overview.service';

export async function adminOverviewRoutes(app: FastifyInstance) {
  route(app, adminStats, async (_input, ctx) => ctx.ok(await readAdminStats(ctx.db), 'Stats read'));
}
