export * from './theme';
export * from './global-style';
