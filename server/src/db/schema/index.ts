export * from './files';
export * from './accounts';
export * from './sessions';
export * from './jobs';
export * from './contact';
export * from './notifications';
export * from './messages';
export * from './account-events';
