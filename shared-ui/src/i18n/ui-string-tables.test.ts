import { missingTranslations } from '@kaamyaab/shared-ui';
import { en as deals } from './ui-deals-strings';
import { ur as dealsUr } from './ui-deals-ur';
import { en as payouts } from './ui-payouts-strings';
import { ur as payoutsUr } from './ui-payouts-ur';
import { en as reviews } from './ui-reviews-strings';
import { ur as reviewsUr } from './ui-reviews-ur';
import { en as reputation } from './ui-reputation-strings';
import { ur as reputationUr } from './ui-reputation-ur';
import { en as statements } from './ui-statements-strings';
import { ur as statementsUr } from './ui-statements-ur';
import { en as moderation } from './ui-moderation-strings';
import { ur as moderationUr } from './ui-moderation-ur';

type Table = Parameters<typeof missingTranslations>[0];

/** Every string table of shared-ui's feature entries, in English and in Urdu. */
const tables: [string, Table, Table][] = [
  ['the deal views', deals, dealsUr],
  ['the payout pages', payouts, payoutsUr],
  ['the reviews', reviews, reviewsUr],
  ['the bank statements', statements, statementsUr],
  ['scores and public profiles', reputation, reputationUr],
  ['reports and deactivation for cause', moderation, moderationUr],
];

const values = (tree: object): string[] =>
  Object.values(tree).flatMap((value: string | object) =>
    typeof value === 'string' ? [value] : values(value),
  );

const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();

describe.each(tables)("%s' strings", (_name, english, urdu) => {
  it('have every key in both English and Urdu', () => {
    expect(missingTranslations(english, urdu)).toEqual({ notInUrdu: [], notInEnglish: [] });
  });

  it('leave no Urdu value empty or still in English', () => {
    for (const value of values(urdu)) {
      expect(value.trim()).not.toBe('');
      expect(value).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keep the placeholders of each English sentence in its Urdu', () => {
    const walk = (en: object, ur: object, at: string): void => {
      for (const [key, value] of Object.entries(en)) {
        const twin = (ur as Record<string, unknown>)[key];
        if (typeof value === 'string')
          expect([`${at}${key}`, placeholders(twin as string)]).toEqual([
            `${at}${key}`,
            placeholders(value),
          ]);
        else walk(value as object, twin as object, `${at}${key}.`);
      }
    };
    walk(english, urdu, '');
  });
});
