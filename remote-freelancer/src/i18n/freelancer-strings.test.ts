import { itHasEveryKeyInBothLanguages } from '@kaamyaab/shared-ui/testing';
import { freelancerStrings } from './freelancer-strings';
import { ur } from './freelancer-ur';

describe("the freelancer area's strings", () => {
  itHasEveryKeyInBothLanguages(freelancerStrings.en, ur);

  it("keep the spec's English exactly", () => {
    expect(freelancerStrings.en).toMatchObject({
      jobs: { heading: 'Available Jobs', applyNow: 'Apply Now', alreadyApplied: 'Already Applied' },
      apply: {
        submit: 'Submit Application',
        coverLetter: 'Cover letter',
        rate: 'Proposed rate (PKR)',
        time: 'Estimated completion time',
        coverLetterPlaceholder: 'Tell them about yourself and why they should hire you?',
        ratePlaceholder: 'eg., 20000 PKR',
        timePlaceholder: 'e.g., 2 weeks',
      },
      applied: { title: 'Application Submitted' },
      login: { subtitle: 'Find top talent or get your work done seamlessly.' },
      fields: { employed: 'Currently Doing Job?' },
      signup: { agree: 'I agree that all information is correct' },
      layout: { dashboard: 'Dashboard', jobs: 'Jobs', myApplications: 'My Applications' },
      loading: 'Loading...',
    });
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
