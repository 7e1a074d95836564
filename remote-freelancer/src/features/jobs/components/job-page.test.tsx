import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveEntry, useAuthStore } from '@kaamyaab/shared-api';
import { applicationsApi, jobsApi, talentApi } from '@kaamyaab/shared-api/client';
import { aJob, anApplication } from '../test-fixtures';
import { renderJobPage as renderAreaJobPage } from '../../../test/render-in-area';

const job = { ...aJob(), applicants: 2 };

const renderJobPage = () => renderAreaJobPage(job._id);

describe('JobPage (one job, where a shared link lands after login)', () => {
  beforeEach(() => {
    saveEntry('user', { data: { freelancer: { _id: 'freelancer-1' } } });
    useAuthStore.getState().hydrate();
    jest.spyOn(talentApi, 'fetchMyInvitation').mockResolvedValue(null);
  });
  afterEach(() => {
    cleanup();
    useAuthStore.getState().logout('freelancer');
    jest.restoreAllMocks();
  });

  it('shows the whole job and applies from it', async () => {
    jest.spyOn(jobsApi, 'fetchJob').mockResolvedValue(job);
    jest.spyOn(applicationsApi, 'fetchMyApplications').mockResolvedValue([]);
    const apply = jest.spyOn(applicationsApi, 'applyForJob').mockResolvedValue(anApplication());
    renderJobPage();
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeInTheDocument();
    expect(screen.getByText(job.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Available Jobs' })).toHaveAttribute(
      'href',
      '/freelancer-dashboard/jobs',
    );
    const applyNow = screen.getByRole('button', { name: 'Apply Now' });
    await waitFor(() => expect(applyNow).toBeEnabled());
    await userEvent.click(applyNow);
    await userEvent.type(screen.getByLabelText('Cover letter'), 'I have built three shops.');
    await userEvent.type(screen.getByLabelText('Proposed rate (PKR)'), '20000');
    await userEvent.type(screen.getByLabelText('Estimated completion time'), '2 weeks');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(apply).toHaveBeenCalledWith(expect.objectContaining({ jobId: job._id }));
    expect(await screen.findByRole('button', { name: 'Already Applied' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { level: 1, name: job.title })).toHaveFocus();
  });

  it('says when the job no longer takes applications', async () => {
    jest.spyOn(jobsApi, 'fetchJob').mockResolvedValue({ ...job, status: 'closed' });
    jest.spyOn(applicationsApi, 'fetchMyApplications').mockResolvedValue([]);
    renderJobPage();
    expect(await screen.findByText('This job is no longer taking applications.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it("shows the company's invitation to apply", async () => {
    jest.spyOn(jobsApi, 'fetchJob').mockResolvedValue(job);
    jest.spyOn(applicationsApi, 'fetchMyApplications').mockResolvedValue([]);
    jest
      .spyOn(talentApi, 'fetchMyInvitation')
      .mockResolvedValue({ companyName: 'Indus Labs', createdAt: '2026-11-20T10:00:00.000Z' });
    renderJobPage();
    expect(
      await screen.findByText('Indus Labs invited you to apply to this job on 20 Nov 2026.'),
    ).toHaveAttribute('role', 'status');
  });
});
