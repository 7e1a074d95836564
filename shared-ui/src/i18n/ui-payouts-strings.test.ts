import { missingTranslations } from '@kaamyaab/shared-ui';
import { uiPayoutsStrings } from './ui-payouts-strings';
import { ur } from './ui-payouts-ur';

describe("the payout pages' strings", () => {
  it('have every key in both English and Urdu', () => {
    expect(missingTranslations(uiPayoutsStrings.en, ur)).toEqual({
      notInUrdu: [],
      notInEnglish: [],
    });
  });

  it('leave no Urdu value empty or still in English', () => {
    const values = (tree: object): string[] =>
      Object.values(tree).flatMap((value: string | object) =>
        typeof value === 'string' ? [value] : values(value),
      );
    for (const value of values(ur)) {
      expect(value.trim()).not.toBe('');
      expect(value).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keep the placeholders of each English sentence in its Urdu', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    const walk = (en: object, urdu: object, at: string): void => {
      for (const [key, value] of Object.entries(en)) {
        const twin = (urdu as Record<string, unknown>)[key];
        if (typeof value === 'string')
          expect([`${at}${key}`, placeholders(twin as string)]).toEqual([
            `${at}${key}`,
            placeholders(value),
          ]);
        else walk(value as object, twin as object, `${at}${key}.`);
      }
    };
    walk(uiPayoutsStrings.en, ur, '');
  });
});
