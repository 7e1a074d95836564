/** The admins' vetting of freelancer and company accounts, and the owners' corrections. */
export { vettingRoutes } from './vetting.routes';
export { setAccountApproval } from './vetting.service';
