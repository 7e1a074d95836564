export { failedEmailsRoutes } from './failed-emails.routes';
