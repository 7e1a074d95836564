export { disputesRoutes } from './disputes.routes';
export { disputesToDecide } from './disputes.repository';
