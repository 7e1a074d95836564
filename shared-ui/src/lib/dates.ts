import type { Language } from '../i18n/i18n';
import { perLanguage } from './format';

/**
 * Every date the product shows is written here, in one of a few styles and in both languages:
 *
 * - a date, `26 Nov 2026` (Urdu `26 نومبر، 2026`), for when something happened or is due;
 * - a date and time, `26 Nov 2026, 2:05 pm`, for messages and records where the hour matters;
 * - a relative time, `5 minutes ago`, `yesterday`, for what is new (the notifications), turning
 *   into the date after a week;
 * - and the spec's own: the dashboard's day in full and the blog's month and year.
 *
 * Day-month-year and a 12-hour clock, as dates are written in Pakistan. The date styles are
 * written without Intl: a formatter's first use in a page loads ICU's data in the middle of a
 * render (see format.ts); dates.test.ts holds each equal to Intl's. The relative style, shown
 * only once the bell is opened, is Intl's.
 */

const weekdaysIn: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ur: ['اتوار', 'پیر', 'منگل', 'بدھ', 'جمعرات', 'جمعہ', 'ہفتہ'],
};

const monthsIn: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ur: [
    'جنوری',
    'فروری',
    'مارچ',
    'اپریل',
    'مئی',
    'جون',
    'جولائی',
    'اگست',
    'ستمبر',
    'اکتوبر',
    'نومبر',
    'دسمبر',
  ],
};

// en-GB's abbreviations; Urdu has no short month names.
const shortMonthsIn: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  ur: monthsIn.ur,
};

const dayPeriodsIn: Record<Language, readonly [string, string]> = {
  en: ['am', 'pm'],
  ur: ['AM', 'PM'],
};

/** A day's parts: a calendar day (`2026-10-02`) is read in UTC, so it is that day everywhere. */
interface DayParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(at: Date | string): DayParts {
  if (typeof at === 'string' && CALENDAR_DAY.test(at)) {
    const utc = new Date(`${at}T00:00:00Z`);
    return {
      year: utc.getUTCFullYear(),
      month: utc.getUTCMonth(),
      day: utc.getUTCDate(),
      weekday: utc.getUTCDay(),
    };
  }
  const date = new Date(at);
  return {
    year: date.getFullYear(),
    month: date.getMonth(),
    day: date.getDate(),
    weekday: date.getDay(),
  };
}

/** `26 Nov 2026`; Urdu `26 نومبر، 2026`. A Date, an ISO timestamp or a calendar day. */
export function formatDate(at: Date | string, language: Language = 'en'): string {
  const { year, month, day } = dayOf(at);
  const name = shortMonthsIn[language][month];
  return language === 'ur' ? `${day} ${name}، ${year}` : `${day} ${name} ${year}`;
}

/** `26 Nov 2026, 2:05 pm`; Urdu `26 نومبر، 2026، 2:05 PM`. */
export function formatDateTime(at: Date | string, language: Language = 'en'): string {
  const date = new Date(at);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const period = dayPeriodsIn[language][hours < 12 ? 0 : 1];
  const time = `${hours % 12 || 12}:${minutes} ${period}`;
  return `${formatDate(date, language)}${language === 'ur' ? '، ' : ', '}${time}`;
}

/** The day in full, as en-GB and ur-PK write it: `Thursday, 26 November 2026`. */
export function formatLongDate(at: Date | string, language: Language = 'en'): string {
  const { year, month, day, weekday } = dayOf(at);
  const [dayName, monthName] = [weekdaysIn[language][weekday], monthsIn[language][month]];
  return language === 'ur'
    ? `${dayName}، ${day} ${monthName}، ${year}`
    : `${dayName}, ${day} ${monthName} ${year}`;
}

/** `November 2026`. */
export function formatMonthYear(at: Date | string, language: Language = 'en'): string {
  const { year, month } = dayOf(at);
  return `${monthsIn[language][month]} ${year}`;
}

/** The months and weekdays (Sunday first) by name, for a chart's axis. */
export const dateNamesIn = (language: Language) => ({
  months: monthsIn[language],
  weekdays: weekdaysIn[language],
});

const relativeIn = perLanguage({
  en: () => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }),
  ur: () => new Intl.RelativeTimeFormat('ur', { numeric: 'auto' }),
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * How long ago: `now`, `5 minutes ago`, `3 hours ago`, `yesterday`, `3 days ago`; from a week
 * on, the date. A time a little ahead (a clock out of step) reads as now.
 */
export function formatRelative(
  at: Date | string,
  language: Language = 'en',
  now: Date = new Date(),
): string {
  const date = new Date(at);
  const ago = Math.max(0, now.getTime() - date.getTime());
  if (ago >= WEEK) return formatDate(date, language);
  const relative = relativeIn(language);
  if (ago < MINUTE) return relative.format(0, 'second');
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  return relative.format(-Math.floor(ago / DAY), 'day');
}
