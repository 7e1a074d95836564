import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@kaamyaab/shared-api/contract';
import { authentication } from '../plugins/auth';
import { accountsRoutes, credentialsRoutes, profileRoutes } from './accounts';
import { adminOverviewRoutes } from './admin-overview';
import { applicationsRoutes } from './applications';
import { contactRoutes } from './contact';
import { contractsRoutes } from './contracts';
import { failedEmailsRoutes } from './failed-emails';
import { conversationsRoutes } from './conversations';
import { fileRoutes } from './files';
import { healthRoutes } from './health';
import { jobsRoutes } from './jobs';
import { talentRoutes } from './talent';
import { eventStreamRoutes } from './event-stream';
import { notificationsRoutes } from './notifications';
import { moneyRoutes } from './money';
import { moneyDeskRoutes } from './money-desk';
// Bank statement reconciliation
import { statementsRoutes } from './statements';
import { jazzCashRoutes, payInsRoutes } from './pay-ins';
import { payoutsRoutes } from './payouts';
// Two-way reviews (docs/decisions/030-reviews.md)
import { reviewsRoutes } from './reviews';
import { setAccountApproval, vettingRoutes } from './vetting';
// Invoices (docs/decisions/029-paying-in-and-out.md)
import { invoicesRoutes } from './invoices';
// Scores and public profiles (docs/decisions/032-reputation.md)
import { reputationRoutes } from './reputation';
// Reports, moderation and appeals (docs/decisions/033-enforcement.md)
import { moderationRoutes } from './moderation';

/** Every API module, registered under /api/v1, behind the session resolution. */
export async function apiModules(api: FastifyInstance) {
  await authentication(api);
  // Answers speak of one person's account: no browser or proxy cache may keep them.
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await api.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 30, fieldSize: 10_000, parts: 32 },
  });
  await api.register(healthRoutes);
  await api.register(accountsRoutes, { setApproval: setAccountApproval });
  await api.register(credentialsRoutes);
  await api.register(profileRoutes);
  await api.register(fileRoutes);
  await api.register(jobsRoutes);
  await api.register(applicationsRoutes);
  await api.register(talentRoutes);
  await api.register(contactRoutes);
  await api.register(notificationsRoutes);
  await api.register(eventStreamRoutes);
  await api.register(conversationsRoutes);
  await api.register(vettingRoutes);
  await api.register(adminOverviewRoutes);
  await api.register(failedEmailsRoutes);
  await api.register(contractsRoutes);
  await api.register(payInsRoutes);
  // JazzCash's hosted checkout (docs/decisions/029-paying-in-and-out.md)
  await api.register(jazzCashRoutes);
  await api.register(moneyRoutes);
  await api.register(statementsRoutes);
  await api.register(moneyDeskRoutes);
  // Payouts (docs/decisions/029-paying-in-and-out.md)
  await api.register(payoutsRoutes);
  // Invoices (docs/decisions/029-paying-in-and-out.md)
  await api.register(invoicesRoutes);
  // Two-way reviews (docs/decisions/030-reviews.md)
  await api.register(reviewsRoutes);
  // Scores and public profiles (docs/decisions/032-reputation.md)
  await api.register(reputationRoutes);
  // Reports, moderation and appeals (docs/decisions/033-enforcement.md)
  await api.register(moderationRoutes);
}
