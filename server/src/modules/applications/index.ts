export { applicationsRoutes } from './applications.routes';
