// @kaamyaab/shared-ui/moderation: report buttons, a hidden message, an account deactivated for
// cause (docs/decisions/033-enforcement.md).
export * from './components/moderation/report-button';
export * from './components/moderation/standing-notice';
export { useModerationT } from './i18n/ui-moderation-strings';
