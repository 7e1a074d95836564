import { missingTranslations } from '@kaamyaab/shared-ui';
import { uiAccountStrings } from './ui-account-strings';
import { ur } from './ui-account-ur';

describe("the account and conversation components' strings", () => {
  it('have every key in both English and Urdu', () => {
    expect(missingTranslations(uiAccountStrings.en, ur)).toEqual({
      notInUrdu: [],
      notInEnglish: [],
    });
  });

  it("keep the spec's English exactly", () => {
    const { en } = uiAccountStrings;
    expect(en.review.title).toBe('Hold Tight!');
    expect(en.review.body).toBe(
      'Your account is under review and will be approved soon in next 24 hours.',
    );
    expect(en.review.explore).toBe('Explore');
    expect(en.credentials).toEqual({
      email: 'Email',
      password: 'Password',
      rememberMe: 'Remember me',
      login: 'Login',
    });
    expect(en.frame.profile).toBe('Profile');
    expect(en.frame.logout).toBe('Logout');
    expect(en.frame.loggingOut).toBe('Logging out...');
  });

  it('keep the placeholders of each English sentence in its Urdu', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}|<\/?\w+>/g) ?? []).sort();
    const walk = (en: object, ur: object, at: string): void => {
      for (const [key, value] of Object.entries(en)) {
        const urdu = (ur as Record<string, unknown>)[key];
        if (typeof value === 'string')
          expect([`${at}${key}`, placeholders(urdu as string)]).toEqual([
            `${at}${key}`,
            placeholders(value),
          ]);
        else walk(value as object, urdu as object, `${at}${key}.`);
      }
    };
    walk(uiAccountStrings.en, ur, '');
  });
});
