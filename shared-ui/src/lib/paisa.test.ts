import { formatPaisa, percentOf } from './paisa';

describe('formatPaisa', () => {
  it('writes whole rupees without paisa, in both languages', () => {
    expect(formatPaisa(4_750_000)).toBe('Rs\u00a047,500');
    expect(formatPaisa(4_750_000, 'ur')).toBe('Rs\u00a047,500');
    expect(formatPaisa(0)).toBe('Rs\u00a00');
  });

  it('shows the paisa only when the amount is not whole', () => {
    expect(formatPaisa(4_750_050)).toBe('Rs\u00a047,500.50');
    expect(formatPaisa(105)).toBe('Rs\u00a01.05');
  });

  it('keeps the minus before the amount, marked left to right in Urdu', () => {
    expect(formatPaisa(-250_000)).toBe('-Rs\u00a02,500');
    expect(formatPaisa(-250_050, 'ur')).toBe('\u200e-Rs\u00a02,500.50');
  });
});

describe('percentOf', () => {
  it('reads basis points as a percentage', () => {
    expect(percentOf(500)).toBe('5%');
    expect(percentOf(250)).toBe('2.5%');
  });
});
