import { namespaceStrings } from '@kaamyaab/shared-ui';
import { en } from './company-en';

/** The company area's strings and translate function; importing them registers the strings. */
export const { strings: companyStrings, useT: useCompanyT } = namespaceStrings(
  'company',
  en,
  () => import(/* webpackChunkName: "urdu-company" */ './company-ur'),
);
