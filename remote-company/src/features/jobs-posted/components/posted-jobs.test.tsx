import { cleanup, screen } from '@testing-library/react';
import { saveEntry, useAuthStore } from '@kaamyaab/shared-api';
import { jobsApi } from '@kaamyaab/shared-api/client';
import { aJob, companyId, httpFailure, renderWithTheme } from '../../test-fixtures';
import { PostedJobs } from './posted-jobs';

describe('PostedJobs', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    saveEntry('company', { data: { company: { _id: companyId } } });
    useAuthStore.getState().hydrate();
  });
  afterEach(() => {
    cleanup();
    useAuthStore.getState().logout('company');
    jest.restoreAllMocks();
  });

  it("reads the company's own jobs with the id of the stored 'company' entry", async () => {
    const fetch = jest.spyOn(jobsApi, 'fetchJobsPosted').mockResolvedValue([aJob()]);
    renderWithTheme(<PostedJobs />);
    expect(screen.getByRole('heading', { level: 1, name: 'Posted Jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /React developer/ })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(companyId);
  });

  it("shows 'No jobs posted yet.' when there are none", async () => {
    jest.spyOn(jobsApi, 'fetchJobsPosted').mockResolvedValue([]);
    renderWithTheme(<PostedJobs />);
    expect(await screen.findByText('No jobs posted yet.')).toBeInTheDocument();
  });

  it("shows 'Error fetching jobs' when the list cannot be read", async () => {
    jest.spyOn(jobsApi, 'fetchJobsPosted').mockRejectedValue(httpFailure(500, 'boom'));
    renderWithTheme(<PostedJobs />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching jobs');
  });
});
