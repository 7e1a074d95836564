import { namespaceStrings } from '@kaamyaab/shared-ui';
import { en } from './shell-en';

/**
 * The shell's strings and translate function; importing them registers the strings. The Urdu is
 * fetched the first time it is shown (the shell waits for it before its first paint), so an
 * English reader's first load does without it.
 */
export const { strings: shellStrings, useT: useShellT } = namespaceStrings(
  'shell',
  en,
  () => import(/* webpackChunkName: "urdu-shell" */ './shell-ur'),
);
