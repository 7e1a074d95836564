export { metrics, type AppMetrics } from './metrics.plugin';
