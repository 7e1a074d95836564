import { itHasEveryKeyInBothLanguages } from '@kaamyaab/shared-ui/testing';
import { uiAccountStrings } from './ui-account-strings';
import { ur } from './ui-account-ur';

describe("the account and conversation components' strings", () => {
  itHasEveryKeyInBothLanguages(uiAccountStrings.en, ur);

  it("keep the spec's English exactly", () => {
    expect(uiAccountStrings.en).toMatchObject({
      review: {
        title: 'Hold Tight!',
        body: 'Your account is under review and will be approved soon in next 24 hours.',
        explore: 'Explore',
      },
      frame: { profile: 'Profile', logout: 'Logout', loggingOut: 'Logging out...' },
    });
    expect(uiAccountStrings.en.credentials).toEqual({
      email: 'Email',
      password: 'Password',
      rememberMe: 'Remember me',
      login: 'Login',
    });
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
