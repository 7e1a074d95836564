import { addTranslations, useT } from '@kaamyaab/shared-ui';
import { en as blogs } from './strings/blogs';
import { en as courses } from './strings/courses';
import { en as forms } from './strings/forms';
import { en as home } from './strings/home';
import { en as legal } from './strings/legal';

/**
 * The public area's words in one namespace, 'public' (issue 16). They are kept in a file per
 * feature, since the articles, courses and legal texts are long, and merged here: i18next takes a
 * namespace once, so every page of this remote registers all of them. The Urdu (public-ur.ts) is
 * fetched the first time Urdu is shown.
 */
export const publicEnglish = { home, blogs, courses, legal, forms };

export const publicStrings = {
  en: publicEnglish,
  ur: () => import('./public-ur').then((module) => module.publicUrdu),
};
addTranslations('public', publicStrings);

/** This remote's translate function; importing it registers the public area's strings. */
export const usePublicT = () => useT('public');
