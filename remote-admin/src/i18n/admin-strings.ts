import { addTranslations, useT } from '@kaamyaab/shared-ui';
import { en } from './admin-en';

/**
 * The admin area's words in both languages, under its own namespace 'admin'; the Urdu
 * is fetched the first time Urdu is shown.
 */
export const adminStrings = {
  en,
  ur: () => import(/* webpackChunkName: "urdu-admin" */ './admin-ur').then((module) => module.ur),
};
addTranslations('admin', adminStrings);

/** The admin area's translate function; importing it registers the admin's strings. */
export const useAdminT = () => useT('admin');

export type AdminT = ReturnType<typeof useAdminT>['t'];
