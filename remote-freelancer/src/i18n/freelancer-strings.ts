import { namespaceStrings } from '@kaamyaab/shared-ui';
import { en } from './freelancer-en';

/** The freelancer area's strings and translate function; importing them registers the strings. */
export const { strings: freelancerStrings, useT: useFreelancerT } = namespaceStrings(
  'freelancer',
  en,
  () => import(/* webpackChunkName: "urdu-freelancer" */ './freelancer-ur'),
);
