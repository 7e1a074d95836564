import i18next, { type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

/**
 * The product's languages (issue 16). English is the default and keeps every sentence of the
 * spec; Urdu is read right to left. One i18next instance lives in shared-ui, which every app
 * loads as one shared singleton, and each app adds its own namespace when it loads, so no remote
 * downloads another's strings.
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
  // The strings ship with each app's code: nothing to wait for, so no Suspense.
  react: { useSuspense: false },
  interpolation: { escapeValue: false },
  initAsync: false,
});
markDocument(i18n.language as Language);

/**
 * Chooses the language and marks it on the page. Keeping the choice is the host's: it listens
 * for i18n's 'languageChanged' (shared-ui knows no storage).
 */
export async function setLanguage(language: Language) {
  markDocument(language);
  await i18n.changeLanguage(language);
}

export interface Translations<T> {
  en: T;
  ur: T;
}

/** An app's strings in both languages, under its own namespace; English is the fallback. */
export function addTranslations<T extends Resource[string][string]>(
  namespace: string,
  { en, ur }: Translations<T>,
) {
  if (i18n.hasResourceBundle('en', namespace)) return;
  i18n.addResourceBundle('en', namespace, en);
  i18n.addResourceBundle('ur', namespace, ur);
}

/** The translate function of one namespace, and the language now chosen. */
export function useT(namespace: string) {
  const { t, i18n: instance } = useTranslation(namespace, { i18n });
  return { t, language: (instance.language as Language) ?? 'en' };
}
