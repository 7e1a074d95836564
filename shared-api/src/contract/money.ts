/**
 * How money is written: PKR everywhere, as each language writes it. One module for
 * the server (link previews) and shared-ui (every budget on screen), with no import at all, so
 * shared-ui takes it through its own entry (`@kaamyaab/shared-api/money`) without the contract.
 *
 * Written here, not by Intl: an Intl formatter's first use in a page loads ICU's data, which held
 * the render of the first screen that shows a budget (decision 023 has the figures). The format is
 * fixed (whole rupees), and money.test.ts holds it equal to Intl's in both languages; an amount
 * outside whole-number precision still goes to Intl.
 */
export type MoneyLanguage = 'en' | 'ur';

const pkrOptions: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'PKR',
  maximumFractionDigits: 0,
};
// Made when an amount past whole-number precision first asks, not as the module loads.
const intlPkr: Partial<Record<MoneyLanguage, Intl.NumberFormat>> = {};
const pkrIn = (language: MoneyLanguage) =>
  (intlPkr[language] ??= new Intl.NumberFormat(`${language}-PK`, pkrOptions));

const LARGEST_EXACT_RUPEES = 1e15;
// Urdu's minus is marked left-to-right, so it stays before the amount in a right-to-left line.
const minusIn: Record<MoneyLanguage, string> = { en: '-', ur: '\u200e-' };

/** Money is PKR everywhere in the product: "Rs 150,000" (a no-break space after Rs). */
export function formatPkr(amount: number, language: MoneyLanguage = 'en'): string {
  if (!(Math.abs(amount) < LARGEST_EXACT_RUPEES)) return pkrIn(language).format(amount);
  // Half a rupee rounds away from zero, as Intl's default (halfExpand) does.
  const rupees = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+$)/g, ',');
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? minusIn[language] : ''}Rs\u00a0${rupees}`;
}

const PAISA_PER_RUPEE = 100;

/**
 * An amount the API sent in paisa, in rupees as each language writes money: "Rs 47,500", and the
 * paisa only when the amount is not whole ("Rs 47,500.50"), as a fee rounded down can leave it.
 */
export function formatPaisa(paisa: number, language: MoneyLanguage = 'en'): string {
  const whole = Math.floor(Math.abs(paisa) / PAISA_PER_RUPEE);
  const rest = Math.abs(paisa) % PAISA_PER_RUPEE;
  const rupees = formatPkr(whole, language) + (rest ? `.${String(rest).padStart(2, '0')}` : '');
  return paisa < 0 ? `${minusIn[language]}${rupees}` : rupees;
}
