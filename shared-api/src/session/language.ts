import Cookies from 'js-cookie';

/**
 * The reader's language choice (issue 16), kept as the session is: an entry in this browser, and
 * a cookie the server reads to answer in the same language. English unless Urdu was chosen.
 */
const ENTRY = 'kaamyaab.language';
const COOKIE = 'lang';

export type LanguageChoice = 'en' | 'ur';

const isChoice = (value: unknown): value is LanguageChoice => value === 'en' || value === 'ur';

export function readLanguage(): LanguageChoice {
  const stored =
    (typeof localStorage !== 'undefined' ? localStorage.getItem(ENTRY) : null) ??
    Cookies.get(COOKIE);
  return isChoice(stored) ? stored : 'en';
}

export function saveLanguage(language: string): void {
  if (!isChoice(language)) return;
  localStorage.setItem(ENTRY, language);
  Cookies.set(COOKIE, language, { expires: 365, path: '/', sameSite: 'lax' });
}
