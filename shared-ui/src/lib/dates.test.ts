import {
  dateNamesIn,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonthYear,
  formatRelative,
} from './dates';

const languages = ['en', 'ur'] as const;
const intlLocale = { en: 'en-GB', ur: 'ur-PK' } as const;
const intlOf = (language: (typeof languages)[number], options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlLocale[language], options);

/** Intl's options for day, month and year, the month written `month`. */
const dayMonthYear = (month: 'short' | 'long'): Intl.DateTimeFormatOptions => ({
  day: 'numeric',
  month,
  year: 'numeric',
});

/** Every day of three years, a leap year among them, at the given hour. */
const everyDay = (hours: number, minutes: number) =>
  Array.from({ length: 3 * 366 }, (_, day) => new Date(2025, 0, 1 + day, hours, minutes));

describe('formatDate', () => {
  it('writes day, short month and year, Pakistani style', () => {
    expect(formatDate(new Date(2026, 10, 26, 14, 5))).toBe('26 Nov 2026');
    expect(formatDate(new Date(2026, 8, 5), 'ur')).toBe('5 ستمبر، 2026');
  });

  it('reads a calendar day as that day wherever the reader is', () => {
    expect(formatDate('2026-10-02')).toBe('2 Oct 2026');
    expect(formatDate('2026-01-01', 'ur')).toBe('1 جنوری، 2026');
  });

  it.each(languages)("writes every day of three years as Intl's %s does", (language) => {
    const intl = intlOf(language, { dateStyle: 'medium' });
    for (const date of everyDay(13, 30)) expect(formatDate(date, language)).toBe(intl.format(date));
  });
});

describe('formatDateTime', () => {
  it('adds the time on a 12-hour clock', () => {
    expect(formatDateTime(new Date(2026, 10, 26, 14, 5))).toBe('26 Nov 2026, 2:05 pm');
    expect(formatDateTime(new Date(2026, 10, 26, 0, 5))).toBe('26 Nov 2026, 12:05 am');
    expect(formatDateTime(new Date(2026, 10, 26, 12, 0), 'ur')).toBe('26 نومبر، 2026، 12:00 PM');
  });

  it.each(languages)("writes every hour as Intl's %s does", (language) => {
    const intl = intlOf(language, {
      ...dayMonthYear('short'),
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    for (let hour = 0; hour < 24; hour += 1)
      for (const date of [new Date(2026, 1, 28, hour, 0), new Date(2026, 11, 31, hour, 59)])
        expect(formatDateTime(date, language)).toBe(intl.format(date));
  });
});

describe("the spec's long forms", () => {
  it('writes the day in full, en-GB style', () => {
    expect(formatLongDate(new Date(2026, 10, 22))).toBe('Sunday, 22 November 2026');
    expect(formatLongDate(new Date(2026, 0, 1, 23, 59))).toBe('Thursday, 1 January 2026');
  });

  it.each(languages)("writes every day of three years in full as Intl's %s does", (language) => {
    const intl = intlOf(language, { weekday: 'long', ...dayMonthYear('long') });
    for (const date of everyDay(13, 30))
      expect(formatLongDate(date, language)).toBe(intl.format(date));
  });

  it.each(languages)("writes each month and year as Intl's %s does", (language) => {
    const intl = intlOf(language, { month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, 15);
      expect(formatMonthYear(date, language)).toBe(intl.format(date));
      expect(dateNamesIn(language).months[month]).toBe(
        intlOf(language, { month: 'long' }).format(date),
      );
    }
  });
});

describe('formatRelative', () => {
  const now = new Date(2026, 10, 26, 14, 0);
  const before = (ms: number) => new Date(now.getTime() - ms);
  const minutes = 60_000;

  it.each([
    [0, 'now', 'اب'],
    [59_000, 'now', 'اب'],
    [5 * minutes, '5 minutes ago', '5 منٹ پہلے'],
    [3 * 60 * minutes, '3 hours ago', '3 گھنٹے پہلے'],
    [26 * 60 * minutes, 'yesterday', 'گزشتہ کل'],
    [6 * 24 * 60 * minutes, '6 days ago', '6 دنوں پہلے'],
    [7 * 24 * 60 * minutes, '19 Nov 2026', '19 نومبر، 2026'],
  ])('writes %i ms ago as %s', (ago, english, urdu) => {
    expect(formatRelative(before(ago), 'en', now)).toBe(english);
    expect(formatRelative(before(ago), 'ur', now)).toBe(urdu);
  });

  it('reads a time a little ahead, a clock out of step, as now', () => {
    expect(formatRelative(new Date(now.getTime() + 90_000), 'en', now)).toBe('now');
  });
});
