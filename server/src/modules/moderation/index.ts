/** Reports, the moderation queue, deactivation for cause and appeals (decision 033). */
export { moderationRoutes } from './moderation.routes';
