import { addTranslations, useT } from '@kaamyaab/shared-ui';

/**
 * The public area's words, one namespace, 'public', kept in a file per feature since the articles,
 * courses and legal texts are long. Each feature's file adds its part when a page that uses it
 * loads, so the home page does not download the blog articles or the legal texts, and its Urdu the
 * first time Urdu is shown.
 */
export function publicPart<T extends object>(part: string, en: T, ur: () => Promise<T>) {
  addTranslations(
    'public',
    { en: { [part]: en }, ur: () => ur().then((words) => ({ [part]: words })) },
    part,
  );
  return usePublicT;
}

/** This remote's translate function, over every part the page's features have added. */
export const usePublicT = () => useT('public');
