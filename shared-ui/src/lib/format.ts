import type { Language } from '../i18n/i18n';

const pkrIn = {
  en: new Intl.NumberFormat('en-PK', {
    style: 'currency',
    currency: 'PKR',
    maximumFractionDigits: 0,
  }),
  ur: new Intl.NumberFormat('ur-PK', {
    style: 'currency',
    currency: 'PKR',
    maximumFractionDigits: 0,
  }),
};

/** Money is PKR everywhere in the product, written as each language writes it (issue 16). */
export function formatPkr(amount: number, language: Language = 'en'): string {
  return pkrIn[language].format(amount);
}

export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** Spec: morning before 12:00, afternoon before 18:00, otherwise evening. */
export function greetingFor(date: Date): Greeting {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const greetingsInUrdu: Record<Greeting, string> = {
  'Good morning': 'صبح بخیر',
  'Good afternoon': 'سہ پہر بخیر',
  'Good evening': 'شام بخیر',
};

/** The greeting of the hour in the language shown; the spec's English stays as it is. */
export function greetingIn(language: Language, date: Date): string {
  const greeting = greetingFor(date);
  return language === 'ur' ? greetingsInUrdu[greeting] : greeting;
}

const longDateOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
const longDateIn = {
  en: new Intl.DateTimeFormat('en-GB', longDateOptions),
  ur: new Intl.DateTimeFormat('ur-PK', longDateOptions),
};

export function formatLongDate(date: Date, language: Language = 'en'): string {
  return longDateIn[language].format(date);
}
