import fc from 'fast-check';
import { formatPkr, greetingFor, perLanguage } from './format';

const at = (hours: number, minutes: number) => new Date(2026, 10, 22, hours, minutes);

describe('greetingFor', () => {
  it.each([
    [at(0, 0), 'Good morning'],
    [at(11, 59), 'Good morning'],
    [at(12, 0), 'Good afternoon'],
    [at(17, 59), 'Good afternoon'],
    [at(18, 0), 'Good evening'],
    [at(23, 59), 'Good evening'],
  ])('greets at %s with %s', (date, greeting) => {
    expect(greetingFor(date)).toBe(greeting);
  });
});

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

describe('perLanguage', () => {
  it("makes a language's formatter when that language first asks, and only once", () => {
    const make = { en: jest.fn(() => ({ name: 'en' })), ur: jest.fn(() => ({ name: 'ur' })) };
    const formatter = perLanguage(make);
    expect(make.en).not.toHaveBeenCalled();
    expect(formatter('en')).toBe(formatter('en'));
    expect(make.en).toHaveBeenCalledTimes(1);
    expect(make.ur).not.toHaveBeenCalled();
    expect(formatter('ur')).toEqual({ name: 'ur' });
  });
});
