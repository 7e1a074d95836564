export { talentRoutes } from './talent.routes';
