import type { StatementDateFormat } from '@kaamyaab/shared-api/contract';

/**
 * Dates as Pakistani banks print them (`27-11-2026`, `27/Nov/2026`, `27 November 2026`, the
 * ISO form of some apps), to the calendar day `YYYY-MM-DD`. Day first unless the mapping says
 * otherwise: no bank here prints the month first, so a `03-04-2026` is the 3rd of April.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SEP = '[-/. ]';

const pad = (n: number) => String(n).padStart(2, '0');

function calendarDay(year: number, month: number, day: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  const real =
    date.getUTCFullYear() === fullYear &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    fullYear >= 2000 &&
    fullYear <= 2100;
  return real ? `${fullYear}-${pad(month)}-${pad(day)}` : null;
}

const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

const shapes: Record<StatementDateFormat, [RegExp, (m: RegExpExecArray) => string | null]> = {
  'DD-MM-YYYY': [
    new RegExp(`^(\\d{1,2})${SEP}(\\d{1,2})${SEP}(\\d{4}|\\d{2})$`),
    (m) => calendarDay(Number(m[3]), Number(m[2]), Number(m[1])),
  ],
  'DD-MMM-YYYY': [
    new RegExp(`^(\\d{1,2})${SEP}([A-Za-z]{3,9}),?${SEP}?(\\d{4}|\\d{2})$`),
    (m) => (monthOf(m[2]!) ? calendarDay(Number(m[3]), monthOf(m[2]!), Number(m[1])) : null),
  ],
  'YYYY-MM-DD': [
    new RegExp(`^(\\d{4})${SEP}(\\d{1,2})${SEP}(\\d{1,2})$`),
    (m) => calendarDay(Number(m[1]), Number(m[2]), Number(m[3])),
  ],
  'MM-DD-YYYY': [
    new RegExp(`^(\\d{1,2})${SEP}(\\d{1,2})${SEP}(\\d{4}|\\d{2})$`),
    (m) => calendarDay(Number(m[3]), Number(m[1]), Number(m[2])),
  ],
};

/** A time after the day (`27-11-2026 14:05:00`, ISO's `T…`) says nothing about the day. */
const withoutTime = (cell: string) =>
  cell.trim().replace(/(?:[ T]\d{1,2}:\d{2}(?::\d{2})?.*)$/, '');

/** The day a cell names in one format, or null when it is not one. */
export function readDate(cell: string, format: StatementDateFormat): string | null {
  const [pattern, read] = shapes[format];
  const match = pattern.exec(withoutTime(cell));
  return match ? read(match) : null;
}

/** A bank's own export: day first with a month number or name, or the ISO form. */
export function readBankDate(cell: string): string | null {
  return (
    readDate(cell, 'DD-MM-YYYY') ?? readDate(cell, 'DD-MMM-YYYY') ?? readDate(cell, 'YYYY-MM-DD')
  );
}
