export { eventStreamRoutes } from './event-stream.routes';
