// @kaamyaab/shared-ui/forms: fields, banners, dialogs and the sign-in card.
export * from './components/submit-button/submit-button';
export * from './components/text-field/text-field';
export * from './components/text-area-field/text-area-field';
export * from './components/select-field/select-field';
export * from './components/checkbox-field/checkbox-field';
export * from './components/radio-group-field/radio-group-field';
export * from './components/file-field/file-field';
export * from './components/error-banner/error-banner';
export * from './components/success-banner/success-banner';
export * from './components/modal/modal';
export * from './components/confirm-dialog/confirm-dialog';
export * from './components/auth-card/auth-card';
export * from './components/credentials-form/credentials-form';
export * from './components/credentials-form/sign-in-form';
export * from './components/change-password/new-password-fields';
export * from './lib/use-form';
export { useAccountT } from './i18n/ui-account-strings';
