// One logger for every app and shared-api's client: the API package's, through an entry of its
// own that imports nothing, so no page loads more of shared-api for it.
export { logger } from '@kaamyaab/shared-api/logger';
