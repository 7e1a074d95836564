/**
 * The routing of the apps: the part of react-router they use (react-router-exports.ts explains why
 * only that part) and the product's own routing hooks.
 */
export * from './react-router-exports';
export { useUrlSearch, type UrlSearch } from './use-url-search';
export { useReturnPath } from './use-return-path';
export {
  passwordResetState,
  signedUpState,
  useArrivalNotice,
  type ArrivalNotice,
} from './arrival-notice';
