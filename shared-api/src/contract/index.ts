// First: zod must be jitless before any schema below is built (see zod-jitless.ts).
import './zod-jitless';

export * from './envelope';
export * from './errors';
export * from './endpoint';
export * from './health';
export * from './jobs';
export * from './jobs-dto';
export * from './accounts';
export * from './accounts-dto';
export * from './session-account';
export * from './masking';
export * from './contact';
export * from './accounts.endpoints';
export * from './jobs.endpoints';
export * from './applications.endpoints';
export * from './site.endpoints';
export * from './notifications';
export * from './notifications.endpoints';
export * from './live.endpoints';
export * from './conversations';
export * from './conversations.endpoints';
export * from './endpoints';
export * from './remotes';
export * from './forms';
