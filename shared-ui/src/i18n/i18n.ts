import i18next, { type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

/**
 * The product's languages. English is the default and keeps every sentence of the spec; Urdu is
 * read right to left. One i18next instance lives in shared-ui, which every app loads as one shared
 * singleton, and each app adds its own namespace when it loads, so no remote downloads another's
 * strings.
 */
export const languages = ['en', 'ur'] as const;
export type Language = (typeof languages)[number];

export const directionOf = (language: Language): 'rtl' | 'ltr' =>
  language === 'ur' ? 'rtl' : 'ltr';

/** The document says its language and direction, so the browser, the fonts and readers follow. */
function markDocument(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...languages],
  resources: {},
  // English ships with each app's code and Urdu is added when chosen: no Suspense, and a page
  // already shown re-renders when a namespace's Urdu arrives.
  react: { useSuspense: false, bindI18nStore: 'added' },
  interpolation: { escapeValue: false },
  initAsync: false,
});
markDocument(i18n.language as Language);

/** A namespace's Urdu, fetched the first time Urdu is shown: an English reader never downloads it. */
type UrduLoader<T> = () => Promise<T>;
const urduToLoad = new Map<string, () => Promise<void>>();

function loadUrdu(): Promise<unknown> {
  return Promise.all([...urduToLoad.values()].map((load) => load()));
}

/** Resolves once every namespace added so far has its words in the language shown. */
export function languageReady(): Promise<unknown> {
  return i18n.language === 'ur' ? loadUrdu() : Promise.resolve();
}

/**
 * Chooses the language and marks it on the page, once every namespace has its words in it (no
 * English flashes in an Urdu page). Keeping the choice is the host's: it listens for i18n's
 * 'languageChanged' (shared-ui knows no storage).
 */
export async function setLanguage(language: Language) {
  if (language === 'ur') await loadUrdu();
  markDocument(language);
  await i18n.changeLanguage(language);
}

export interface Translations<T> {
  en: T;
  ur: T | UrduLoader<T>;
}

const added = new Set<string>();

/**
 * An app's strings under its own namespace: English, the fallback, at once; Urdu as it is given,
 * or by its loader (a dynamic import of the app's Urdu module) when Urdu is first shown. A large
 * namespace may come in parts, each added by the pages that use it and merged into the namespace,
 * so a page downloads only its own words.
 */
export function addTranslations<T extends Resource[string][string]>(
  namespace: string,
  { en, ur }: Translations<T>,
  part = '',
) {
  const name = part ? `${namespace}/${part}` : namespace;
  if (added.has(name)) return;
  added.add(name);
  i18n.addResourceBundle('en', namespace, en, true, true);
  if (typeof ur !== 'function') {
    i18n.addResourceBundle('ur', namespace, ur, true, true);
    return;
  }
  whenUrduIsShown(name, () =>
    ur().then((words: T) => void i18n.addResourceBundle('ur', namespace, words, true, true)),
  );
}

/**
 * Runs `load` once, the first time Urdu is shown (now, if it is): what only a reader of Urdu
 * needs, such as a namespace's Urdu, is fetched then and awaited before the page turns to Urdu.
 */
export function whenUrduIsShown(name: string, load: () => Promise<void>) {
  let loading: Promise<void> | undefined;
  urduToLoad.set(name, () => (loading ??= load()));
  if (i18n.language === 'ur') void loadUrdu();
}

/** The translate function of one namespace, and the language now chosen. */
export function useT(namespace: string) {
  const { t, i18n: instance } = useTranslation(namespace, { i18n });
  return { t, language: (instance.language as Language) ?? 'en' };
}

/**
 * An app's whole namespace, added at once: its English now, its Urdu module by `urdu` (a dynamic
 * import written in the app, so the chunk keeps the app's name) the first time Urdu is shown.
 * Answers the strings, for the parity tests, and the namespace's translate function.
 */
export function namespaceStrings<T extends Resource[string][string]>(
  namespace: string,
  en: T,
  urdu: () => Promise<{ ur: T }>,
) {
  const strings = { en, ur: () => urdu().then((module) => module.ur) };
  addTranslations(namespace, strings);
  return { strings, useT: () => useT(namespace) };
}
