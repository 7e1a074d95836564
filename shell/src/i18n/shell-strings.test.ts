import { itHasEveryKeyInBothLanguages } from '@kaamyaab/shared-ui/testing';
import { shellStrings } from './shell-strings';
import { ur } from './shell-ur';

describe("the shell's strings", () => {
  itHasEveryKeyInBothLanguages(shellStrings.en, ur);

  it("keep the spec's English exactly", () => {
    expect(shellStrings.en).toMatchObject({
      notFound: { title: '404 - Page Not Found', back: 'Back to Home' },
      loading: 'Loading...',
    });
    expect(shellStrings.en.error).toEqual({
      title: 'Oops! Something went wrong',
      body: "Don't worry, it's not your fault. Our team has been notified and we're working on fixing it.",
      goBack: 'Go Back',
      home: 'Home',
      tryAgain: 'Try Again',
    });
  });
});
