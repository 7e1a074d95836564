const pkr = new Intl.NumberFormat('en-PK', {
  style: 'currency',
  currency: 'PKR',
  maximumFractionDigits: 0,
});

/** Money is PKR everywhere in the product. */
export function formatPkr(amount: number): string {
  return pkr.format(amount);
}

/** Spec: morning before 12:00, afternoon before 18:00, otherwise evening. */
export function greetingFor(date: Date): 'Good morning' | 'Good afternoon' | 'Good evening' {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export function formatLongDate(date: Date): string {
  return longDate.format(date);
}
