import { screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { paths } from '@kaamyaab/shared-api';
import { jobsApi } from '@kaamyaab/shared-api/client';
import { expectNextPageLoaded } from '@kaamyaab/shared-ui/testing';
import {
  aJob,
  companyId,
  httpFailure,
  renderWithTheme,
  signedInCompanyEachTest,
} from '../../test-fixtures';
import { PostedJobs } from './posted-jobs';
import type { PostedJobDto } from '@kaamyaab/shared-api/contract';
import { jobPostedState } from '../../post-job/job-posted';

const page = (jobs: PostedJobDto[], nextCursor: string | null = null) => ({
  jobs,
  limit: 50,
  nextCursor,
});

/** The history entry's state, as a reload would find it. */
function StateProbe() {
  return <output aria-label="history state">{JSON.stringify(useLocation().state)}</output>;
}

/** Posted Jobs at its address, opened with `state` (as posting a job does) or without. */
const renderPage = (state?: unknown) =>
  renderWithTheme(
    <MemoryRouter initialEntries={[{ pathname: paths.companyJobsPosted, state }]}>
      <PostedJobs />
      <StateProbe />
    </MemoryRouter>,
  );

describe('PostedJobs', () => {
  signedInCompanyEachTest();
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("reads the company's own jobs with the id of the stored 'company' entry", async () => {
    const fetch = jest.spyOn(jobsApi, 'fetchJobsPosted').mockResolvedValue(page([aJob()]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Posted Jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /React developer/ })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(companyId);
  });

  it("shows 'No jobs posted yet.' when there are none", async () => {
    jest.spyOn(jobsApi, 'fetchJobsPosted').mockResolvedValue(page([]));
    renderPage();
    expect(await screen.findByText('No jobs posted yet.')).toBeInTheDocument();
  });

  it('loads older jobs by the cursor of the last page until there are no more', async () => {
    const older = aJob({
      _id: '9b1f0a52-0d55-4e3c-9a4e-3f7f6a1c2b02',
      title: 'Looking for a logo designer',
    });
    await expectNextPageLoaded(jest.spyOn(jobsApi, 'fetchJobsPosted'), {
      pages: [page([aJob()], 'after-first'), page([older])],
      render: renderPage,
      button: 'Load more jobs',
      shows: () => screen.findByRole('button', { name: /logo designer/ }),
      calledWith: [companyId, { after: 'after-first' }],
    });
  });

  it("shows 'Error fetching jobs' when the list cannot be read", async () => {
    jest.spyOn(jobsApi, 'fetchJobsPosted').mockRejectedValue(httpFailure(500, 'boom'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching jobs');
  });

  it('says the job was posted when posting it led here, with a link to post another', async () => {
    jest.spyOn(jobsApi, 'fetchJobsPosted').mockResolvedValue(page([aJob()]));
    renderPage(jobPostedState('Looking for a React developer'));
    const notice = (await screen.findByText(/Job posted\./)).closest('[role="status"]');
    expect(notice).toHaveTextContent(
      'Job posted. “Looking for a React developer” is open for applications, and freelancers can find it now.',
    );
    expect(notice).toContainElement(screen.getByRole('link', { name: 'Post another job' }));
    expect(screen.getByRole('link', { name: 'Post another job' })).toHaveAttribute(
      'href',
      paths.companyPostJob,
    );
    // Said once: the history entry forgets it, so a reload does not say it again.
    expect(screen.getByLabelText('history state')).toHaveTextContent('null');
  });

  it('says nothing of posting when opened any other way', async () => {
    jest.spyOn(jobsApi, 'fetchJobsPosted').mockResolvedValue(page([aJob()]));
    renderPage();
    await screen.findByRole('button', { name: /React developer/ });
    expect(screen.queryByText(/Job posted/)).not.toBeInTheDocument();
  });
});
