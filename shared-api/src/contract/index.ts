export * from './envelope';
export * from './health';
export * from './jobs';
export * from './jobs-dto';
export * from './accounts';
export * from './accounts-dto';
export * from './contact';
export * from './forms';
