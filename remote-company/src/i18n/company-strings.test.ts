import { missingTranslations } from '@kaamyaab/shared-ui';
import { companyStrings } from './company-strings';
import { ur } from './company-ur';

describe("the company area's strings", () => {
  it('have every key in both English and Urdu', () => {
    expect(missingTranslations(companyStrings.en, ur)).toEqual({
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
      // Latin words stay only as names, acronyms and examples (NTN, CNIC, React...).
      expect(value).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("keep the spec's English exactly", () => {
    const { en } = companyStrings;
    expect(en.nav).toEqual({
      dashboard: 'Dashboard',
      postJob: 'Post Job',
      postedJobs: 'Posted Jobs',
      findTalent: 'Find Talent',
      // The deal's pages, after the spec's four.
      contracts: 'Contracts',
      payments: 'Payments',
    });
    expect(en.postJob.heading).toBe('Post a New Job');
    expect(en.postJob.titleStart).toBe('Looking for a');
    expect(en.jobs.failed).toBe('Error fetching jobs');
    expect(en.jobs.none).toBe('No jobs posted yet.');
    expect(en.profile.status).toBe('Account Status');
    expect(en.login.title).toBe('Company Login');
    expect(en.loading).toBe('Loading...');
  });
});
