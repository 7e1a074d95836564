import type { Language } from '../i18n/i18n';

/**
 * A formatter for each language, made when that language first asks for it. Making an Intl
 * formatter loads its locale's data: made as their modules loaded, the product's formatters held
 * every page's first paint by about 200 ms of a phone's main thread (Lighthouse's 4x slower CPU),
 * Urdu's for English readers too, on pages that format nothing.
 */
export function perLanguage<F>(make: Record<Language, () => F>): (language: Language) => F {
  const made: Partial<Record<Language, F>> = {};
  return (language) => (made[language] ??= make[language]());
}

/*
 * Money is written here, not by Intl (dates are too, in dates.ts): an Intl formatter's first use in a
 * page loads ICU's data, which held the render of the first screen that shows a budget by 27-37 ms of a desktop's main thread (120-150 ms at Lighthouse's 4x slower CPU). The
 * format is fixed (whole rupees), and format.test.ts holds it equal to Intl's in both languages; an amount outside whole-number precision still goes to Intl.
 */
const pkrOptions: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'PKR',
  maximumFractionDigits: 0,
};
const pkrIn = perLanguage({
  en: () => new Intl.NumberFormat('en-PK', pkrOptions),
  ur: () => new Intl.NumberFormat('ur-PK', pkrOptions),
});

const LARGEST_EXACT_RUPEES = 1e15;
// Urdu's minus is marked left-to-right, so it stays before the amount in a right-to-left line.
const minusIn: Record<Language, string> = { en: '-', ur: '\u200e-' };

/** Money is PKR everywhere in the product, written as each language writes it (issue 16). */
export function formatPkr(amount: number, language: Language = 'en'): string {
  if (!(Math.abs(amount) < LARGEST_EXACT_RUPEES)) return pkrIn(language).format(amount);
  // Half a rupee rounds away from zero, as Intl's default (halfExpand) does.
  const rupees = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+$)/g, ',');
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? minusIn[language] : ''}Rs\u00a0${rupees}`;
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
