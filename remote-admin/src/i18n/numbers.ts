import { localeOf, perLanguage, type Language } from '@kaamyaab/shared-ui';

const urduCount = new Intl.NumberFormat(localeOf('ur'));

/** A count as each language writes it: English keeps the spec's bare digits, Urdu groups them. */
export const countIn = (language: Language, count: number): string =>
  language === 'ur' ? urduCount.format(count) : String(count);

/** Date and time of an event, Pakistani style in either language. */
const dateTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const dateTimeIn = perLanguage({
  en: () => new Intl.DateTimeFormat('en-PK', dateTimeOptions),
  ur: () => new Intl.DateTimeFormat(localeOf('ur'), dateTimeOptions),
});

export const formatDateTime = (language: Language, date: Date): string =>
  dateTimeIn(language).format(date);
