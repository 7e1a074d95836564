import { greetingFor, perLanguage } from './format';

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
