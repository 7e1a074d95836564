import { act, screen, within } from '@testing-library/react';
import { latestJobsUrl } from '@kaamyaab/shared-api';
import type { FoundJobDto } from '@kaamyaab/shared-api/contract';
import { formatDate, formatPkr, setLanguage } from '@kaamyaab/shared-ui';
import { renderPage } from '../../test/render';
import { aFoundJob } from '../../test/found-job';
import { LatestJobs } from './latest-jobs';

const aJob = (id: string, overrides: Partial<FoundJobDto> = {}) =>
  aFoundJob({ _id: id, ...overrides });

const jobs = [
  aJob('job-1'),
  aJob('job-2', { title: 'Urdu captions for a cooking channel', budget: 15000, company: null }),
  aJob('job-3', { title: 'ایک بیکری کا لوگو', budget: 8000 }),
];

/** The search's answer, as the server sends it (jsdom has no fetch of its own). */
function answering(found: FoundJobDto[] | 'failure') {
  const fetched = jest.fn(async () =>
    found === 'failure'
      ? { ok: false, status: 503, json: async () => ({}) }
      : {
          ok: true,
          status: 200,
          json: async () => ({ success: true, data: { jobs: found, limit: 3, nextCursor: null } }),
        },
  );
  Object.assign(globalThis, { fetch: fetched });
  return fetched;
}

// Text a formatter writes with a no-break space, as Testing Library reads it.
const asRead = (text: string) => text.replace(/\s/g, ' ');

describe("the home page's latest jobs", () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  it('shows the newest open jobs, each leading to its page, and a way to all of them', async () => {
    const fetched = answering(jobs);
    renderPage(<LatestJobs />);
    const section = screen.getByRole('region', { name: 'Latest jobs' });
    const cards = await within(section).findAllByRole('article');
    expect(fetched).toHaveBeenCalledWith(latestJobsUrl, expect.anything());
    expect(cards).toHaveLength(3);
    const [first, second] = cards;
    const title = within(first!).getByRole('heading', { level: 3 });
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/jobs/job-1');
    expect(title).toHaveTextContent('Shopify store for a Multan potter');
    expect(first).toHaveTextContent('Blue Pottery House');
    expect(within(first!).getByText(asRead(formatPkr(60000)))).toBeInTheDocument();
    expect(first).toHaveTextContent('Rs 60,000');
    const posted = first!.querySelector('time');
    expect(posted).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(posted).toHaveTextContent('20 Nov 2026');
    expect(second).toHaveTextContent('Unknown Company');
    expect(within(section).getByRole('link', { name: 'See all open jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
  });

  it('says in Urdu what the cards say, people’s words as they wrote them', async () => {
    answering(jobs);
    await act(() => setLanguage('ur'));
    try {
      renderPage(<LatestJobs />);
      const section = screen.getByRole('region', { name: 'تازہ ترین جابز' });
      const [first, , third] = await within(section).findAllByRole('article');
      expect(first).toHaveTextContent('بجٹ');
      expect(first).toHaveTextContent('پوسٹ کی گئی');
      expect(within(first!).getByText(asRead(formatPkr(60000, 'ur')))).toBeInTheDocument();
      expect(first!.querySelector('time')).toHaveTextContent(
        formatDate('2026-11-20T10:00:00.000Z', 'ur'),
      );
      expect(within(third!).getByRole('link', { name: 'ایک بیکری کا لوگو' })).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: 'تمام کھلی جابز دیکھیں' })).toHaveAttribute(
        'href',
        '/jobs',
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('says when no job is open, and still leads to the job board', async () => {
    answering([]);
    renderPage(<LatestJobs />);
    const section = screen.getByRole('region', { name: 'Latest jobs' });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'No jobs available right now. Please check back soon.',
    );
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See all open jobs' })).toBeInTheDocument();
  });

  it('says when the jobs could not be read, and still leads to the job board', async () => {
    answering('failure');
    renderPage(<LatestJobs />);
    const section = screen.getByRole('region', { name: 'Latest jobs' });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Jobs could not be loaded. Please try again later.',
    );
    expect(within(section).getByRole('link', { name: 'See all open jobs' })).toBeInTheDocument();
  });

  it('holds the cards’ place while they load, with nothing for a screen reader to read', async () => {
    answering(jobs);
    renderPage(<LatestJobs />);
    const section = screen.getByRole('region', { name: 'Latest jobs' });
    const placeholders = section.querySelector('ul[aria-hidden="true"]');
    expect(placeholders?.children).toHaveLength(3);
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    expect(await within(section).findAllByRole('article')).toHaveLength(3);
    expect(section.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
