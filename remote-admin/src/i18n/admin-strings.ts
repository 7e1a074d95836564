import { namespaceStrings } from '@kaamyaab/shared-ui';
import { en } from './admin-en';

/**
 * The admin area's words in both languages, under its own namespace 'admin', and its translate
 * function; importing them registers the strings. The Urdu is fetched the first time it is shown.
 */
export const { strings: adminStrings, useT: useAdminT } = namespaceStrings(
  'admin',
  en,
  () => import(/* webpackChunkName: "urdu-admin" */ './admin-ur'),
);

export type AdminT = ReturnType<typeof useAdminT>['t'];
