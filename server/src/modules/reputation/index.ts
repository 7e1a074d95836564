/** Scores with a published formula, badges and public profiles (docs/decisions/032-reputation.md). */
export { reputationRoutes } from './reputation.routes';
export { publicAccountOf, reputationsOf } from './reputation.service';
