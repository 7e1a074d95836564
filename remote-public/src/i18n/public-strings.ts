import { addTranslations, useT } from '@kaamyaab/shared-ui';
import { blogStrings } from './strings/blogs';
import { courseStrings } from './strings/courses';
import { formStrings } from './strings/forms';
import { homeStrings } from './strings/home';
import { legalStrings } from './strings/legal';

/**
 * The public area's words in one namespace, 'public' (issue 16). They are kept in a file per
 * feature, since the articles, courses and legal texts are long, and merged here: i18next takes a
 * namespace once, so every page of this remote registers all of them.
 */
const parts = {
  home: homeStrings,
  blogs: blogStrings,
  courses: courseStrings,
  legal: legalStrings,
  forms: formStrings,
};

type Part = keyof typeof parts;
const inLanguage = <L extends 'en' | 'ur'>(language: L) =>
  Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, part[language]])) as {
    [P in Part]: (typeof parts)[P][L];
  };

export const publicStrings = { en: inLanguage('en'), ur: inLanguage('ur') };
addTranslations('public', publicStrings);

/** This remote's translate function; importing it registers the public area's strings. */
export const usePublicT = () => useT('public');
