// The jobs feature's tests read the contract's sample job and application.
export { aJob, anApplication, httpFailure } from '@kaamyaab/shared-api/testing';
export { renderWithTheme } from '@kaamyaab/shared-ui/testing';
