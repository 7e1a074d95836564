import { perLanguage, type Language } from '@kaamyaab/shared-ui';

// A calendar day (yyyy-mm-dd, read as midnight UTC) is shown in UTC, so a reader west of
// Greenwich does not see the day before. English keeps the spec's '2 October 2026'.
const dayOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};
const calendarDayIn = perLanguage({
  en: () => new Intl.DateTimeFormat('en-GB', dayOptions),
  ur: () => new Intl.DateTimeFormat('ur-PK', dayOptions),
});

/** A day written as yyyy-mm-dd, as the language shown writes it. */
export function formatCalendarDay(isoDate: string, language: Language = 'en'): string {
  return calendarDayIn(language).format(new Date(isoDate));
}
