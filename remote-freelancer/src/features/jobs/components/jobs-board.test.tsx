import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveEntry, useAuthStore } from '@kaamyaab/shared-api';
import { applicationsApi, jobsApi } from '@kaamyaab/shared-api/client';
import { expectNextPageLoaded } from '@kaamyaab/shared-ui/testing';
import { searchMessages } from '@kaamyaab/shared-api/contract';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { aJob, anApplication, renderWithTheme } from '../test-fixtures';
import { JobsBoard } from './jobs-board';

const first = aJob();
const second = aJob({
  _id: '9b1f0a52-0d55-4e3c-9a4e-3f7f6a1c2b02',
  title: 'Looking for a logo designer',
});

/** The board reads its search from the address: rendered at `url` in a router. */
const renderOnBoard = (ui: ReactElement, url = '/freelancer-dashboard/jobs') =>
  renderWithTheme(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);

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
    renderOnBoard(<JobsBoard />);
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
    renderOnBoard(<JobsBoard />);
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
    renderOnBoard(<JobsBoard />);
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
    renderOnBoard(<JobsBoard />);
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
    // Apply Now can no longer take focus back: the job's title, not the page body, has it.
    expect(screen.getByRole('button', { name: /logo designer/ })).toHaveFocus();
  });

  it("keeps a saved draft per job while the page lives, and reopening that job's form restores it", async () => {
    jest
      .spyOn(jobsApi, 'fetchAllJobs')
      .mockResolvedValue({ jobs: [first, second], limit: 50, nextCursor: null });
    jest.spyOn(applicationsApi, 'fetchMyApplications').mockResolvedValue([]);
    renderOnBoard(<JobsBoard />);
    const cardOf = (title: RegExp) =>
      screen.getAllByRole('article').find((card) => title.test(card.textContent ?? ''))!;
    await userEvent.click(await screen.findByRole('button', { name: /logo designer/ }));
    await userEvent.click(screen.getByRole('button', { name: /React developer/ }));
    const applyTo = (title: RegExp) =>
      userEvent.click(within(cardOf(title)).getByRole('button', { name: 'Apply Now' }));

    await applyTo(/logo designer/);
    await userEvent.type(screen.getByLabelText('Cover letter'), 'I draw logos.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const question = screen.getByRole('alertdialog', { name: 'Close without sending?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Save draft' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await applyTo(/React developer/);
    expect(screen.getByLabelText('Cover letter')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await applyTo(/logo designer/);
    expect(screen.getByLabelText('Cover letter')).toHaveValue('I draw logos.');
    await userEvent.clear(screen.getByLabelText('Cover letter'));
    await userEvent.type(screen.getByLabelText('Cover letter'), 'Logos and icons.');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await applyTo(/logo designer/);
    expect(screen.getByLabelText('Cover letter')).toHaveValue('');
  });

  it('follows nextCursor for more jobs until the server has no more', async () => {
    jest.spyOn(applicationsApi, 'fetchMyApplications').mockResolvedValue([]);
    await expectNextPageLoaded(jest.spyOn(jobsApi, 'fetchAllJobs'), {
      pages: [
        { jobs: [first], limit: 1, nextCursor: 'after-first' },
        { jobs: [second], limit: 1, nextCursor: null },
      ],
      render: () => renderOnBoard(<JobsBoard />),
      button: 'Load more jobs',
      shows: () => screen.findByRole('button', { name: /logo designer/ }),
      calledWith: [{ after: 'after-first' }],
    });
  });

  describe('searching', () => {
    beforeEach(() => {
      jest.spyOn(applicationsApi, 'fetchMyApplications').mockResolvedValue([]);
    });

    it('reads the search in the address, and opens the filters it holds', async () => {
      const search = jest
        .spyOn(jobsApi, 'searchJobs')
        .mockResolvedValue({ jobs: [{ ...first, applicants: 2 }], limit: 50, nextCursor: null });
      const all = jest.spyOn(jobsApi, 'fetchAllJobs');
      renderOnBoard(
        <JobsBoard />,
        '/freelancer-dashboard/jobs?q=react&category=Design&sort=budget',
      );
      expect(await screen.findByRole('button', { name: /React developer/ })).toBeInTheDocument();
      expect(search).toHaveBeenCalledWith({ q: 'react', category: 'Design', sort: 'budget' });
      expect(all).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Search jobs')).toHaveValue('react');
      expect(screen.getByLabelText('Category')).toHaveValue('Design');
      expect(screen.getByLabelText('Category')).toBeVisible();
    });

    it('searches with the keyword and filters, and says so when nothing matches', async () => {
      jest
        .spyOn(jobsApi, 'fetchAllJobs')
        .mockResolvedValue({ jobs: [first], limit: 50, nextCursor: null });
      const search = jest
        .spyOn(jobsApi, 'searchJobs')
        .mockResolvedValue({ jobs: [], limit: 50, nextCursor: null });
      renderOnBoard(<JobsBoard />);
      await screen.findByRole('button', { name: /React developer/ });
      await userEvent.type(screen.getByLabelText('Search jobs'), 'urdu writer');
      await userEvent.click(screen.getByText('Filters and sort'));
      await userEvent.selectOptions(screen.getByLabelText('Experience level'), 'expert');
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText(/No jobs match this search/)).toBeInTheDocument();
      expect(search).toHaveBeenCalledWith({
        q: 'urdu writer',
        experienceLevel: 'expert',
      });
      await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
      expect(await screen.findByRole('button', { name: /React developer/ })).toBeInTheDocument();
      expect(screen.getByLabelText('Search jobs')).toHaveValue('');
    });

    it("checks a budget range with the server's rule before searching", async () => {
      jest
        .spyOn(jobsApi, 'fetchAllJobs')
        .mockResolvedValue({ jobs: [], limit: 50, nextCursor: null });
      const search = jest.spyOn(jobsApi, 'searchJobs');
      renderOnBoard(<JobsBoard />);
      await userEvent.click(screen.getByText('Filters and sort'));
      await userEvent.type(screen.getByLabelText('Budget from (PKR)'), '90000');
      await userEvent.type(screen.getByLabelText('Budget up to (PKR)'), '1000');
      await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
      expect(screen.getByLabelText('Budget from (PKR)')).toHaveAccessibleDescription(
        searchMessages.budgetOrder,
      );
      expect(search).not.toHaveBeenCalled();
    });
  });
});
