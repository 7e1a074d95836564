import { namespaceStrings } from '@kaamyaab/shared-ui';
import { en } from './ui-account-en';

/** The strings and translate function of these components; importing them registers the strings. */
export const { strings: uiAccountStrings, useT: useAccountT } = namespaceStrings(
  'ui-account',
  en,
  () => import(/* webpackChunkName: "urdu-ui-account" */ './ui-account-ur'),
);
