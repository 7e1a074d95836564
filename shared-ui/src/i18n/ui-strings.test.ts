import { itHasEveryKeyInBothLanguages } from '@kaamyaab/shared-ui/testing';
import { uiStrings } from './ui-strings';
import { ur } from './ui-ur';

describe("shared-ui's strings", () => {
  itHasEveryKeyInBothLanguages(uiStrings.en, ur);

  it("keep the spec's English exactly", () => {
    expect(uiStrings.en.errorBanner.prefix).toBe('Error:');
    expect(uiStrings.en.loading).toBe('Loading...');
    expect(uiStrings.en.job).toMatchObject({
      budget: 'Budget',
      skills: 'Skills',
      unknownCompany: 'Unknown Company',
      projectTypes: { 'one-time': 'One-time', ongoing: 'Ongoing' },
      experience: { entry: 'Entry level', intermediate: 'Intermediate', expert: 'Expert' },
    });
  });

  it('write Urdu with Urdu punctuation, never a Latin full stop or question mark', () => {
    const sentences = JSON.stringify(ur);
    expect(sentences).not.toMatch(/[^.][.?]"/);
    expect(ur.errorBanner.prefix).toBe('خرابی:');
  });
});
