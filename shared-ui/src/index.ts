// @kaamyaab/shared-ui: what every page needs (theme, primitives, i18n). The other entries
// (forms, listings, dashboard) are shared modules of their own, loaded by the pages that use them.
export * from './theme';
export * from './components/button/button';
export { FOCUSABLE, focusHeading, pageHeading, returnFocus } from './lib/return-focus';
export * from './components/card/card';
export * from './components/container/container';
export * from './components/page-heading/page-heading';
export * from './components/avatar/avatar';
export * from './components/visually-hidden/visually-hidden';
export * from './components/logo/logo';
export * from './components/job-fact/job-fact';
export * from './lib/format';
export * from './lib/logger';
export * from './lib/dates';
export * from './lib/use-document-meta';
export * from './lib/use-prefers-reduced-motion';
export * from './i18n/i18n';
export * from './i18n/language-switch';
export { missingTranslations } from './i18n/parity';
export * from './i18n/sentences';
export { useUiT } from './i18n/ui-strings';
