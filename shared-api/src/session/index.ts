export * from './stored-entries';
export * from './auth-store';
export * from './signed-in';
