import { formatPkr, type Language } from '@kaamyaab/shared-ui';

const PAISA_PER_RUPEE = 100;
// As formatPkr writes a minus: Urdu's is marked left-to-right, so it stays before the amount.
const minusIn: Record<Language, string> = { en: '-', ur: '\u200e-' };

/**
 * An amount the API sent in paisa, in rupees as each language writes money: "Rs 47,500", and the
 * paisa only when the amount is not whole ("Rs 47,500.50"), as a fee rounded down can leave it.
 */
export function formatPaisa(paisa: number, language: Language = 'en'): string {
  const whole = Math.floor(Math.abs(paisa) / PAISA_PER_RUPEE);
  const rest = Math.abs(paisa) % PAISA_PER_RUPEE;
  const rupees = formatPkr(whole, language) + (rest ? `.${String(rest).padStart(2, '0')}` : '');
  return paisa < 0 ? `${minusIn[language]}${rupees}` : rupees;
}

/** A fee in basis points as a percentage: 500 → "5%", 250 → "2.5%". */
export const percentOf = (bps: number): string => `${bps / 100}%`;
