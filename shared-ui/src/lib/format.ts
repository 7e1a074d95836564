import type { Language } from '../i18n/i18n';

/**
 * A formatter for each language, made when that language first asks for it. Making an Intl
 * formatter loads its locale's data: made as their modules loaded, the product's formatters held
 * every page's first paint on a phone's main thread (decision 023), Urdu's for English readers
 * too, on pages that format nothing.
 */
export function perLanguage<F>(make: Record<Language, () => F>): (language: Language) => F {
  const made: Partial<Record<Language, F>> = {};
  return (language) => (made[language] ??= make[language]());
}

// Money is written by one module for every screen and the server's link previews: the contract's,
// through an entry of its own that imports nothing, so no page loads the contract for it.
export { formatPkr } from '@kaamyaab/shared-api/money';

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
