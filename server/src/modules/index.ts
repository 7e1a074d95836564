import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@kaamyaab/shared-api/contract';
import { authentication } from '../plugins/auth';
import { accountsRoutes } from './accounts/accounts.routes';
import { adminOverviewRoutes } from './admin-overview/admin-overview';
import { applicationsRoutes } from './applications/applications.routes';
import { contactRoutes } from './contact/contact.routes';
import { credentialsRoutes } from './accounts/credentials/credentials.routes';
import { failedEmailsRoutes } from './failed-emails/failed-emails.routes';
import { conversationsRoutes } from './conversations/conversations.routes';
import { fileRoutes } from './files/files.routes';
import { healthRoutes } from './health/health.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { talentRoutes } from './talent/talent.routes';
import { eventStreamRoutes } from './event-stream/event-stream.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { profileRoutes } from './accounts/profile/profile.routes';
import { vettingRoutes } from './vetting/vetting.routes';

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
  await api.register(accountsRoutes);
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
}
