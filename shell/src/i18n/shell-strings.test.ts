import { missingTranslations } from '@kaamyaab/shared-ui';
import { shellStrings } from './shell-strings';
import { ur } from './shell-ur';

describe("the shell's strings", () => {
  it('have every key in both English and Urdu', () => {
    expect(missingTranslations(shellStrings.en, ur)).toEqual({
      notInUrdu: [],
      notInEnglish: [],
    });
  });

  it("keep the spec's English exactly", () => {
    expect(shellStrings.en.error).toEqual({
      title: 'Oops! Something went wrong',
      body: "Don't worry, it's not your fault. Our team has been notified and we're working on fixing it.",
      goBack: 'Go Back',
      home: 'Home',
      tryAgain: 'Try Again',
    });
    expect(shellStrings.en.notFound.title).toBe('404 - Page Not Found');
    expect(shellStrings.en.notFound.back).toBe('Back to Home');
    expect(shellStrings.en.loading).toBe('Loading...');
  });
});
