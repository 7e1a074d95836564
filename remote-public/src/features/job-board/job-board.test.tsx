import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { saveEntry, useAuthStore } from '@kaamyaab/shared-api';
import { jobsApi } from '@kaamyaab/shared-api/client';
import type { FoundJobDto } from '@kaamyaab/shared-api/contract';
import { aFoundJob } from '../../test/found-job';
import { theme } from '@kaamyaab/shared-ui';
import { JobBoardPage } from './job-board-page';
import { JobPage } from './job-page';

const JOB_ID = '5f0e7a52-0d55-4e3c-9a4e-3f7f6a1c2b01';
const aJob = (overrides: Partial<FoundJobDto> = {}) => aFoundJob({ _id: JOB_ID, ...overrides });

/** Where a link took the visitor, and with what state: what the login reads. */
function Landed() {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

function renderAt(url: string) {
  const Providers = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </ThemeProvider>
  );
  return render(
    <Routes>
      <Route path="/jobs" element={<JobBoardPage />} />
      <Route path="/jobs/:jobId" element={<JobPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { wrapper: Providers },
  );
}

describe('the public job board', () => {
  afterEach(() => {
    cleanup();
    useAuthStore.getState().logout();
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('searches from the URL for anyone and links each job to its own page', async () => {
    const search = jest
      .spyOn(jobsApi, 'searchJobs')
      .mockResolvedValue({ jobs: [aJob()], limit: 20, nextCursor: null });
    renderAt('/jobs?q=shopify&sort=budget');
    expect(screen.getByRole('heading', { level: 1, name: 'Find Work' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Multan potter/ }));
    expect(search).toHaveBeenCalledWith({ q: 'shopify', sort: 'budget', after: undefined });
    expect(screen.getByRole('link', { name: 'View job and apply' })).toHaveAttribute(
      'href',
      `/jobs/${JOB_ID}`,
    );
    expect(screen.getByText('Applicants')).toBeInTheDocument();
  });

  it('says when nothing matches and clears the search', async () => {
    const search = jest
      .spyOn(jobsApi, 'searchJobs')
      .mockResolvedValue({ jobs: [], limit: 20, nextCursor: null });
    renderAt('/jobs?q=zzz');
    const note = (await screen.findByText('No jobs match this search.', { exact: false })).closest(
      'p',
    )!;
    expect(note).toHaveAttribute('role', 'status');
    await userEvent.click(within(note).getByRole('button', { name: 'Clear filters' }));
    expect(search).toHaveBeenLastCalledWith({ after: undefined });
  });

  it("shows what is wrong with a link's search instead of a failure", async () => {
    jest.spyOn(jobsApi, 'searchJobs').mockRejectedValue(new Error('Budget must be a whole amount'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/jobs?budgetMin=abc&budgetMax=5000');
    expect(screen.getByLabelText('Budget from (PKR)')).toHaveAccessibleDescription(
      'Budget must be a whole amount in PKR',
    );
    expect(screen.getByLabelText('Budget up to (PKR)')).not.toHaveAccessibleDescription();
    expect(screen.getByRole('alert')).toHaveTextContent('Correct the search above to see jobs.');
    await userEvent.clear(screen.getByLabelText('Budget from (PKR)'));
    await userEvent.type(screen.getByLabelText('Budget from (PKR)'), '1000');
    expect(screen.getByLabelText('Budget from (PKR)')).not.toHaveAccessibleDescription();
  });

  it("asks a visitor to log in or sign up, and the login comes back to the job's application", async () => {
    jest.spyOn(jobsApi, 'fetchJob').mockResolvedValue(aJob());
    renderAt(`/jobs/${JOB_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shopify store for a Multan potter' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Set up the store and its payments.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All open jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.queryByRole('region', { name: 'Log in to apply' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const prompt = screen.getByRole('region', { name: 'Log in to apply' });
    expect(within(prompt).getByRole('link', { name: 'Sign up as a freelancer' })).toHaveAttribute(
      'href',
      '/signup-freelancer',
    );
    await userEvent.click(within(prompt).getByRole('link', { name: 'Log in to apply' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(
      `/login?as=freelancer {"from":"/freelancer-dashboard/jobs/${JOB_ID}"}`,
    );
  });

  it("sends a signed-in freelancer straight to the job's application in their area", async () => {
    saveEntry('user', { data: { freelancer: { _id: 'freelancer-1' } } });
    useAuthStore.getState().hydrate();
    jest.spyOn(jobsApi, 'fetchJob').mockResolvedValue(aJob());
    renderAt(`/jobs/${JOB_ID}`);
    expect(await screen.findByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      `/freelancer-dashboard/jobs/${JOB_ID}`,
    );
  });

  it('says a closed job takes no applications, and a wrong link finds no job', async () => {
    jest.spyOn(jobsApi, 'fetchJob').mockResolvedValue(aJob({ status: 'filled' }));
    renderAt(`/jobs/${JOB_ID}`);
    expect(await screen.findByText('This job is no longer taking applications.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    cleanup();

    jest.spyOn(jobsApi, 'fetchJob').mockRejectedValue(
      Object.assign(new Error('404'), {
        isAxiosError: true,
        response: { status: 404, data: { statusCode: 404, code: 'jobNotFound' } },
      }),
    );
    renderAt('/jobs/not-a-job');
    expect(await screen.findByRole('alert')).toHaveTextContent('This job could not be found.');
  });
});
