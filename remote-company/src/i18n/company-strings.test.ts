import { itHasEveryKeyInBothLanguages } from '@kaamyaab/shared-ui/testing';
import { companyStrings } from './company-strings';
import { ur } from './company-ur';

describe("the company area's strings", () => {
  itHasEveryKeyInBothLanguages(companyStrings.en, ur);

  it('leave no Urdu value empty or still in English', () => {
    const values = (tree: object): string[] =>
      Object.values(tree).flatMap((value: string | object) =>
        typeof value === 'string' ? [value] : values(value),
      );
    for (const value of values(ur)) {
      expect(value.trim()).not.toBe('');
      // Latin words stay only as names, acronyms and examples (NTN, CNIC, React...).
      expect(value).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("keep the spec's English exactly", () => {
    expect(companyStrings.en).toMatchObject({
      postJob: { heading: 'Post a New Job', titleStart: 'Looking for a' },
      jobs: { failed: 'Error fetching jobs', none: 'No jobs posted yet.' },
      profile: { status: 'Account Status' },
      login: { title: 'Company Login' },
      loading: 'Loading...',
    });
    expect(companyStrings.en.nav).toEqual({
      dashboard: 'Dashboard',
      postJob: 'Post Job',
      postedJobs: 'Posted Jobs',
      findTalent: 'Find Talent',
      // The deal's pages, after the spec's four.
      contracts: 'Contracts',
      payments: 'Payments',
      reviews: 'Reviews',
    });
  });
});
