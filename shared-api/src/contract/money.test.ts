import fc from 'fast-check';
import { formatPkr } from './money';

const languages = ['en', 'ur'] as const;

describe('formatPkr', () => {
  it.each([0, 500, 150000, 2500000.75])('formats %d as rupees, never dollars', (amount) => {
    const text = formatPkr(amount);
    expect(text).toMatch(/Rs|PKR/);
    expect(text).not.toContain('$');
  });

  it('groups thousands and drops the paisa', () => {
    expect(formatPkr(150000)).toBe('Rs\u00a0150,000');
    expect(formatPkr(999.6)).toBe('Rs\u00a01,000');
  });

  it.each(languages)("writes any amount as Intl's %s-PK does", (language) => {
    const intl = new Intl.NumberFormat(`${language}-PK`, {
      style: 'currency',
      currency: 'PKR',
      maximumFractionDigits: 0,
    });
    const amounts = fc.oneof(
      fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
      fc.double({ min: -1e16, max: 1e16 }),
      fc.constantFrom(0.5, 2.5, -2.5, -0, -0.4, 1e15, Infinity, Number.NaN),
    );
    fc.assert(
      fc.property(amounts, (amount) => formatPkr(amount, language) === intl.format(amount)),
      { numRuns: 2000 },
    );
  });
});
