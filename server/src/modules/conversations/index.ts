export { conversationsRoutes } from './conversations.routes';
