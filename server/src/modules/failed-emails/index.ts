export { failedEmailsRoutes } from './failed-emails.routes';
// The audit trail of admins' actions on rows that are not accounts, for the modules that act so.
export { recordAdminAction, type AdminActionEntry } from './admin-actions.repository';
