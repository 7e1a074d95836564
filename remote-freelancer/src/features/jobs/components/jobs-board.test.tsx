import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveEntry, useAuthStore } from '@kaamyaab/shared-api';
import { applicationsApi, jobsApi } from '@kaamyaab/shared-api/client';
import { aJob, anApplication, renderWithTheme } from '../test-fixtures';
import { JobsBoard } from './jobs-board';

const first = aJob();
const second = aJob({
  _id: '9b1f0a52-0d55-4e3c-9a4e-3f7f6a1c2b02',
  title: 'Looking for a logo designer',
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('JobsBoard (Available Jobs)', () => {
  beforeEach(() => {
    saveEntry('user', { data: { freelancer: { _id: 'freelancer-1' } } });
    useAuthStore.getState().hydrate();
  });
  afterEach(() => {
    cleanup(); // before signing out, so the board does not reload for nobody
    useAuthStore.getState().logout('freelancer');
    jest.restoreAllMocks();
  });

  it('shows the skeleton list while loading, then the job cards', async () => {
    const page = deferred<Awaited<ReturnType<typeof jobsApi.fetchAllJobs>>>();
    jest.spyOn(jobsApi, 'fetchAllJobs').mockReturnValue(page.promise);
    jest.spyOn(applicationsApi, 'fetchMyApplications').mockResolvedValue([]);
    renderWithTheme(<JobsBoard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Available Jobs' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-item')).toHaveLength(3);
    page.resolve({ jobs: [first, second], limit: 50, nextCursor: null });
    expect(await screen.findByRole('button', { name: /logo designer/ })).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-item')).not.toBeInTheDocument();
  });

  it('shows the jobs before the applications answer, Apply Now waiting for them', async () => {
    jest
      .spyOn(jobsApi, 'fetchAllJobs')
      .mockResolvedValue({ jobs: [second], limit: 50, nextCursor: null });
    const mine = deferred<Awaited<ReturnType<typeof applicationsApi.fetchMyApplications>>>();
    jest.spyOn(applicationsApi, 'fetchMyApplications').mockReturnValue(mine.promise);
    renderWithTheme(<JobsBoard />);
    await userEvent.click(await screen.findByRole('button', { name: /logo designer/ }));
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
    mine.resolve([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled());
  });

  it("marks jobs applied from the server's list, so it survives a reload", async () => {
    jest
      .spyOn(jobsApi, 'fetchAllJobs')
      .mockResolvedValue({ jobs: [first, second], limit: 50, nextCursor: null });
    const mine = jest
      .spyOn(applicationsApi, 'fetchMyApplications')
      .mockResolvedValue([anApplication({ job: { _id: first._id, title: first.title } })]);
    renderWithTheme(<JobsBoard />);
    await userEvent.click(await screen.findByRole('button', { name: /React developer/ }));
    expect(screen.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
    expect(mine).toHaveBeenCalledWith('freelancer-1');
  });

  it('applies, closes the modal, shows the success dialog and marks the job applied', async () => {
    jest
      .spyOn(jobsApi, 'fetchAllJobs')
      .mockResolvedValue({ jobs: [second], limit: 50, nextCursor: null });
    jest.spyOn(applicationsApi, 'fetchMyApplications').mockResolvedValue([]);
    jest
      .spyOn(applicationsApi, 'applyForJob')
      .mockResolvedValue(anApplication({ job: { _id: second._id, title: second.title } }));
    renderWithTheme(<JobsBoard />);
    await userEvent.click(await screen.findByRole('button', { name: /logo designer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const modal = screen.getByRole('dialog');
    await userEvent.type(within(modal).getByLabelText('Cover letter'), 'Hire me');
    await userEvent.type(within(modal).getByLabelText('Proposed rate (PKR)'), '20000');
    await userEvent.type(within(modal).getByLabelText('Estimated completion time'), '1 week');
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit Application' }));
    const success = await screen.findByRole('dialog', { name: 'Application Submitted' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
  });

  it('follows nextCursor for more jobs until the server has no more', async () => {
    const more = jest
      .spyOn(jobsApi, 'fetchAllJobs')
      .mockResolvedValueOnce({ jobs: [first], limit: 1, nextCursor: 'after-first' })
      .mockResolvedValueOnce({ jobs: [second], limit: 1, nextCursor: null });
    jest.spyOn(applicationsApi, 'fetchMyApplications').mockResolvedValue([]);
    renderWithTheme(<JobsBoard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more jobs' }));
    expect(await screen.findByRole('button', { name: /logo designer/ })).toBeInTheDocument();
    expect(more).toHaveBeenLastCalledWith({ after: 'after-first' });
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).not.toBeInTheDocument();
  });
});
