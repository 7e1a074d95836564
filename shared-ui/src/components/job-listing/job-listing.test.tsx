import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPkr, setLanguage, translateSentencesWith } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { JobListingCard, type JobListing } from './job-listing';
import { JobResults } from './job-results';
import { JobSheet } from './job-sheet';

const aJob = (overrides: Partial<JobListing> = {}): JobListing => ({
  title: 'Looking for a React developer',
  description: 'Build the storefront of our Lahore bakery.',
  projectType: 'one-time',
  experienceLevel: 'intermediate',
  jobCategory: 'Web Development',
  skills: ['React', 'TypeScript'],
  budget: 150000,
  duration: '6 weeks',
  numberOfFreelancers: 2,
  company: { companyName: 'Sabzi Mandi Tech' },
  ...overrides,
});

describe('JobListingCard', () => {
  it('shows the summary collapsed: title, PKR budget, duration, number needed, company', () => {
    const { container } = renderWithTheme(
      <JobListingCard job={aJob()} actions={<button type="button">Apply Now</button>} />,
    );
    const toggle = screen.getByRole('button', { name: /Looking for a React developer/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The testing library collapses the currency's no-break space, so compare the same way.
    expect(screen.getByText(formatPkr(150000).replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(screen.getByText(/^Rs\s150,000$/)).toBeInTheDocument();
    expect(screen.getByText('6 weeks')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Sabzi Mandi Tech')).toBeInTheDocument();
    expect(screen.queryByText('Applicants')).not.toBeInTheDocument();
    expect(container.textContent).not.toContain('$');
    // Closed, the details are not built at all, not merely hidden.
    expect(screen.queryByText('Build the storefront of our Lahore bakery.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply Now', hidden: true })).toBeNull();
  });

  it('expands to the description, project type, stars, category, skills and the actions', async () => {
    const job = aJob();
    renderWithTheme(
      <JobListingCard job={job} actions={<button type="button">Apply Now</button>} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Looking for a React developer/ }));
    expect(screen.getByRole('button', { name: /Looking for a React developer/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(job.description)).toBeInTheDocument();
    expect(screen.getByText('One-time')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '2 of 3 stars' })).toBeInTheDocument();
    expect(screen.getByText('Web Development')).toBeInTheDocument();
    expect(screen.getByText('React')).toBeInTheDocument();
    expect(screen.getByText('TypeScript')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
  });

  it.each([
    ['entry', '1 of 3 stars'],
    ['intermediate', '2 of 3 stars'],
    ['expert', '3 of 3 stars'],
  ] as const)('shows %s experience as %s', async (level, stars) => {
    renderWithTheme(<JobListingCard job={aJob({ experienceLevel: level })} />);
    await userEvent.click(screen.getByRole('button', { name: /Looking for a/ }));
    expect(screen.getByRole('img', { name: stars })).toBeInTheDocument();
  });

  it("names the company 'Unknown Company' when it cannot be found, and counts applicants", () => {
    renderWithTheme(<JobListingCard job={aJob({ company: null, applicants: 7 })} />);
    expect(screen.getByText('Unknown Company')).toBeInTheDocument();
    expect(screen.getByText('Applicants')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
  });
});

describe('JobListingCard in Urdu', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('labels the facts in Urdu and writes the budget as Urdu writes PKR; what people wrote stays', async () => {
    await act(() => setLanguage('ur'));
    renderWithTheme(<JobListingCard job={aJob({ company: null, duration: '', applicants: 3 })} />);
    for (const label of ['بجٹ', 'مدت', 'کتنے فری لانسرز چاہئیں', 'کمپنی', 'اپلائی کرنے والے']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText(formatPkr(150000, 'ur').replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(screen.getByText('نہیں بتائی گئی')).toBeInTheDocument();
    expect(screen.getByText('نامعلوم کمپنی')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Looking for a React developer/ }));
    expect(screen.getByText('ایک دفعہ کا کام')).toBeInTheDocument();
    expect(screen.getByText('درمیانی سطح')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 میں سے 2 ستارے' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'اسکلز' })).toBeInTheDocument();
    expect(screen.getByText('Build the storefront of our Lahore bakery.')).toBeInTheDocument();
  });

  it("shows the category through the contract's translator, as handed in by the app", async () => {
    translateSentencesWith(
      async () => (sentence, language) =>
        language === 'ur' && sentence === 'Web Development' ? 'ویب ڈویلپمنٹ' : sentence,
    );
    await act(() => setLanguage('ur'));
    renderWithTheme(<JobListingCard job={aJob()} />);
    await userEvent.click(screen.getByRole('button', { name: /Looking for a React developer/ }));
    expect(screen.getByText('ویب ڈویلپمنٹ')).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(screen.getByText('Web Development')).toBeInTheDocument();
    expect(screen.getByText('Budget')).toBeInTheDocument();
    translateSentencesWith(async () => (sentence) => sentence);
  });
});

describe('JobResults and JobSheet in both languages', () => {
  afterEach(() => act(() => setLanguage('en')));

  const pages = (status: 'loading' | 'ready' | 'failed') => ({
    status,
    items: [],
    hasMore: false,
    loadingMore: false,
    loadMore: jest.fn(),
  });

  it('say why a board is empty, in English and then in Urdu', async () => {
    renderWithTheme(
      <JobResults
        jobs={pages('ready')}
        searching
        onClearSearch={jest.fn()}
        actionsFor={() => null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No jobs match this search.');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    await act(() => setLanguage('ur'));
    expect(screen.getByRole('status')).toHaveTextContent('اس تلاش سے کوئی جاب نہیں ملی۔');
    expect(screen.getByRole('button', { name: 'فلٹرز ہٹائیں' })).toBeInTheDocument();
  });

  it('say a job is missing, in Urdu and back in English', async () => {
    await act(() => setLanguage('ur'));
    renderWithTheme(
      <JobSheet
        state={{ status: 'missing' }}
        back={<a href="/jobs">واپس</a>}
        actionsFor={() => null}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'یہ جاب نہیں ملی۔ ہو سکتا ہے اس کا لنک غلط لکھا گیا ہو۔',
    );
    await act(() => setLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This job could not be found. Its link may be mistyped.',
    );
  });
});
