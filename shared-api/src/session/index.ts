export * from './stored-entries';
export * from './auth-store';
export * from './use-signed-in';
export { firstWord } from './signed-in';
export * from './language';
