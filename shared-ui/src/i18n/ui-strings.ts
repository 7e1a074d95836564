import { namespaceStrings } from './i18n';
import { en } from './ui-en';

/** shared-ui's strings and translate function; importing them registers the strings. */
export const { strings: uiStrings, useT: useUiT } = namespaceStrings(
  'ui',
  en,
  () => import(/* webpackChunkName: "urdu-ui" */ './ui-ur'),
);
