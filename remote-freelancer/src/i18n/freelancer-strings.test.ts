import { missingTranslations } from '@kaamyaab/shared-ui';
import { freelancerStrings } from './freelancer-strings';
import { ur } from './freelancer-ur';

describe("the freelancer area's strings", () => {
  it('have every key in both English and Urdu', () => {
    expect(missingTranslations(freelancerStrings.en, ur)).toEqual({
      notInUrdu: [],
      notInEnglish: [],
    });
  });

  it("keep the spec's English exactly", () => {
    const { en } = freelancerStrings;
    expect(en.jobs.heading).toBe('Available Jobs');
    expect(en.jobs.applyNow).toBe('Apply Now');
    expect(en.jobs.alreadyApplied).toBe('Already Applied');
    expect(en.apply).toMatchObject({
      coverLetter: 'Cover letter',
      coverLetterPlaceholder: 'Tell them about yourself and why they should hire you?',
      rate: 'Proposed rate (PKR)',
      ratePlaceholder: 'eg., 20000 PKR',
      time: 'Estimated completion time',
      timePlaceholder: 'e.g., 2 weeks',
      submit: 'Submit Application',
    });
    expect(en.applied.title).toBe('Application Submitted');
    expect(en.login.subtitle).toBe('Find top talent or get your work done seamlessly.');
    expect(en.fields.employed).toBe('Currently Doing Job?');
    expect(en.signup.agree).toBe('I agree that all information is correct');
    expect(en.layout).toMatchObject({
      dashboard: 'Dashboard',
      jobs: 'Jobs',
      myApplications: 'My Applications',
    });
    expect(en.loading).toBe('Loading...');
  });

  it('write Urdu with Urdu punctuation, never a Latin full stop or question mark', () => {
    const sentences: string[] = [];
    const collect = (node: unknown) => {
      if (typeof node === 'string') sentences.push(node);
      else if (node && typeof node === 'object') Object.values(node).forEach(collect);
    };
    collect(ur);
    // '...' (still working) is the one Latin ending Urdu keeps.
    const latinEnd = sentences.filter((s) => /[^.][.?]$/.test(s));
    expect(latinEnd).toEqual([]);
  });
});
