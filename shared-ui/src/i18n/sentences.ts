import { useCallback } from 'react';
import { whenUrduIsShown, useT, type Language } from './i18n';

/** Turns one of the contract's English sentences into the language shown; others pass through. */
export type SentenceTranslator = (sentence: string, language: Language) => string;

let translator: SentenceTranslator = (sentence) => sentence;

/**
 * The contract's sentences (validation, the API's errors, the error catalogues) are written in
 * English once and read by the server too, so their Urdu lives with them in shared-api. shared-ui
 * knows no API: each app hands in how to load the contract's translator when it starts, and it is
 * fetched the first time Urdu is shown.
 */
export function translateSentencesWith(load: () => Promise<SentenceTranslator>) {
  whenUrduIsShown('contract sentences', async () => {
    translator = await load();
  });
}

/**
 * The translate function for sentences a form or an API call produced: it is applied where the
 * sentence is shown, so a message already on screen follows a change of language.
 */
export function useSentence() {
  const { language } = useT('common');
  return useCallback(
    <S extends string | null | undefined>(sentence: S): S =>
      (sentence ? translator(sentence, language) : sentence) as S,
    [language],
  );
}

/** Intl's locale for a language: Pakistani conventions in both (PKR, day before month). */
export const localeOf = (language: Language) => (language === 'ur' ? 'ur-PK' : 'en-PK');
