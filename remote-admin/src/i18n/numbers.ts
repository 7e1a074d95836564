import { localeOf, perLanguage, type Language } from '@kaamyaab/shared-ui';

// Made when an Urdu reader first needs it: making it loads ICU's data for the locale.
const countFormatIn = perLanguage({
  en: () => null,
  ur: () => new Intl.NumberFormat(localeOf('ur')),
});

/** A count as each language writes it: English keeps the spec's bare digits, Urdu groups them. */
export const countIn = (language: Language, count: number): string =>
  countFormatIn(language)?.format(count) ?? String(count);
