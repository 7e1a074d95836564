import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationsApi } from '@kaamyaab/shared-api/client';
import { aMyApplication, renderInArea } from '@kaamyaab/shared-api/testing';
import { expectNextPageLoaded } from '@kaamyaab/shared-ui/testing';
import type { MyApplicationDto } from '@kaamyaab/shared-api/contract';
import { MyApplications } from './my-applications';

const mine = aMyApplication;

const page = (applications: MyApplicationDto[], nextCursor: string | null = null) => ({
  applications,
  limit: 50,
  nextCursor,
});

const accepted = mine({
  _id: 'd3a6b1c5-2c2f-4f7b-9a8f-7e5d1c0b8f32',
  job: {
    _id: '9b1f0a52-0d55-4e3c-9a4e-3f7f6a1c2b02',
    title: 'Looking for a logo designer',
    status: 'filled',
  },
  status: 'accepted',
});

// Each application links to its conversation: the page renders inside the area's router.
const renderMyApplications = () => renderInArea(<MyApplications />);

describe('MyApplications', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it('lists each application with job, company, PKR rate, date and its coloured badge', async () => {
    jest
      .spyOn(applicationsApi, 'fetchMyApplicationsPage')
      .mockResolvedValue(page([mine(), accepted]));
    renderMyApplications();
    expect(screen.getByRole('heading', { level: 1, name: 'My Applications' })).toBeInTheDocument();
    const row = await screen.findByRole('article', {
      name: 'Application for Looking for a React developer',
    });
    expect(within(row).getByText('Sabzi Mandi Tech')).toBeInTheDocument();
    expect(within(row).getByText(/^Rs\s20,000$/)).toBeInTheDocument();
    expect(within(row).getByText('2 May 2024')).toHaveAttribute('datetime', mine().createdAt);
    expect(within(row).getByText('pending')).toHaveAttribute('data-status', 'pending');
    const decided = screen.getByRole('article', { name: /logo designer/ });
    expect(within(decided).getByText('accepted')).toHaveAttribute('data-status', 'accepted');
    expect(within(decided).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(within(decided).getByRole('link', { name: 'Message the company' })).toHaveAttribute(
      'href',
      `/freelancer-dashboard/messages/${accepted._id}`,
    );
  });

  it('says when a pending application waits on a filled or closed job', async () => {
    jest
      .spyOn(applicationsApi, 'fetchMyApplicationsPage')
      .mockResolvedValue(page([mine({ job: { ...mine().job, status: 'closed' } })]));
    renderMyApplications();
    expect(await screen.findByText('The company has closed this job for now.')).toBeInTheDocument();
  });

  it('withdraws a pending one after a confirmation; the answer replaces it', async () => {
    jest.spyOn(applicationsApi, 'fetchMyApplicationsPage').mockResolvedValue(page([mine()]));
    const withdraw = jest
      .spyOn(applicationsApi, 'withdrawApplication')
      .mockResolvedValue(mine({ status: 'withdrawn' }));
    renderMyApplications();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(withdraw).not.toHaveBeenCalled();
    const confirm = screen.getByRole('group', { name: 'Withdraw this application?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText('withdrawn')).toHaveAttribute('data-status', 'withdrawn');
    expect(withdraw).toHaveBeenCalledWith(mine()._id);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('keeps it when the confirmation is declined, and says why a withdrawal was refused', async () => {
    jest.spyOn(applicationsApi, 'fetchMyApplicationsPage').mockResolvedValue(page([mine()]));
    const sentence = 'This application was already accepted, so it can no longer be withdrawn.';
    jest.spyOn(applicationsApi, 'withdrawApplication').mockRejectedValue(
      Object.assign(new Error(sentence), {
        isAxiosError: true,
        response: { status: 409, data: { statusCode: 409, message: sentence, errors: [] } },
      }),
    );
    renderMyApplications();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByText('pending')).toBeInTheDocument();
  });

  it('loads older applications by the cursor until there are no more', async () => {
    await expectNextPageLoaded(jest.spyOn(applicationsApi, 'fetchMyApplicationsPage'), {
      pages: [page([mine()], 'after-first'), page([accepted])],
      render: renderMyApplications,
      button: 'Load more applications',
      shows: () => screen.findByRole('article', { name: /logo designer/ }),
      calledWith: [{ after: 'after-first' }],
    });
  });

  it('has words for no applications and for a failed load', async () => {
    jest.spyOn(applicationsApi, 'fetchMyApplicationsPage').mockResolvedValueOnce(page([]));
    renderMyApplications();
    expect(await screen.findByText('You have not applied for any job yet.')).toBeInTheDocument();
    cleanup();
    jest.spyOn(applicationsApi, 'fetchMyApplicationsPage').mockRejectedValueOnce(new Error('down'));
    renderMyApplications();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your applications could not be loaded. Please try again later.',
    );
  });
});
