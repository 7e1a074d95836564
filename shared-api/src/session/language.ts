import Cookies from 'js-cookie';

/**
 * The reader's language choice, kept as the session is: an entry in this browser, and a cookie the
 * server reads to answer in the same language. English unless Urdu was chosen.
 */
const ENTRY = 'kaamyaab.language';
const COOKIE = 'lang';
// The query parameter of a page's address in a language, as the server reads it.
const ADDRESS_PARAM = 'lang';

export type LanguageChoice = 'en' | 'ur';

const isChoice = (value: unknown): value is LanguageChoice => value === 'en' || value === 'ur';

export function readLanguage(): LanguageChoice {
  const stored =
    (typeof localStorage !== 'undefined' ? localStorage.getItem(ENTRY) : null) ??
    Cookies.get(COOKIE);
  return isChoice(stored) ? stored : 'en';
}

/**
 * The language an address names (`?lang=ur`): each public page's address in Urdu, which search
 * engines list for Urdu readers and the server answers in Urdu (decision 021).
 */
export function addressLanguage(search: string): LanguageChoice | undefined {
  const named = new URLSearchParams(search).get(ADDRESS_PARAM);
  return isChoice(named) ? named : undefined;
}

export function saveLanguage(language: string): void {
  if (!isChoice(language)) return;
  localStorage.setItem(ENTRY, language);
  Cookies.set(COOKIE, language, { expires: 365, path: '/', sameSite: 'lax' });
}
