import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsApi, reviewApi } from '@kaamyaab/shared-api/client';
import { ManageUsers } from './manage-users';
import { inUrdu } from '../../test/in-urdu';
import { renderInArea } from '@kaamyaab/shared-api/testing';

const freelancer = {
  _id: 'f1',
  fullName: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  skills: 'React',
  avatar: null,
  isActive: false,
  sentBack: null,
  submittedAt: new Date(Date.now() - 30 * 3_600_000).toISOString(),
  emailVerified: false,
};
const company = {
  _id: 'c1',
  companyName: 'Indus Digital Labs',
  pocName: 'Bilal Ahmed',
  pocId: '42101-7654321-3',
  companyNtn: '12*****-8',
  email: 'hiring@indus.pk',
  avatar: null,
  isActive: false,
  sentBack: null,
  submittedAt: new Date().toISOString(),
};
const page = (accounts: object[], nextCursor: string | null = null) =>
  ({ accounts, nextCursor }) as never;

function renderPage() {
  return renderInArea(<ManageUsers />);
}

describe('ManageUsers', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads the inactive users first, waiting longest first, approves one and reloads the tab', async () => {
    let approved = false;
    const search = jest.spyOn(reviewApi, 'search').mockImplementation(async (role, query) => {
      if (role !== 'freelancer') return page([]);
      const active = query.status === 'active';
      return page(approved === active ? [{ ...freelancer, isActive: approved }] : []);
    });
    const toggle = jest.spyOn(accountsApi, 'toggleStatus').mockImplementation(async () => {
      approved = true;
      return { ...freelancer, isActive: true } as never;
    });
    renderPage();
    expect(screen.getByRole('tab', { name: 'Inactive Users' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const approve = await screen.findByRole('switch', { name: 'Approve Ayesha Khan' });
    expect(search).toHaveBeenCalledWith('freelancer', {
      status: 'inactive',
      q: '',
      sort: 'waiting',
      after: undefined,
    });
    expect(screen.getByText('waiting 30 hours (past the 24-hour promise)')).toBeVisible();
    expect(screen.getByText('Email not verified yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Review Ayesha Khan' })).toHaveAttribute(
      'href',
      '/admin-dashboard/manage-users/freelancer/f1',
    );
    await userEvent.click(approve);
    expect(toggle).toHaveBeenCalledWith('freelancer', 'f1');
    await waitFor(() =>
      expect(screen.queryByRole('switch', { name: 'Approve Ayesha Khan' })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Active Users' }));
    expect(await screen.findByRole('switch', { name: 'Deactivate Ayesha Khan' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('searches as one types, sorts, and loads more of a section', async () => {
    const search = jest
      .spyOn(reviewApi, 'search')
      .mockImplementation(async (role, query) =>
        role === 'company'
          ? page(
              query.after ? [{ ...company, _id: 'c2', companyName: 'Ravi Foods' }] : [company],
              query.after ? null : 'next',
            )
          : page([]),
      );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'More companies' }));
    expect(await screen.findByText('Ravi Foods')).toBeVisible();
    expect(search).toHaveBeenCalledWith('company', expect.objectContaining({ after: 'next' }));
    await userEvent.type(screen.getByLabelText('Search by name, email, CNIC or NTN'), 'Indus');
    await waitFor(() =>
      expect(search).toHaveBeenCalledWith('company', expect.objectContaining({ q: 'Indus' })),
    );
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'Newest first');
    await waitFor(() =>
      expect(search).toHaveBeenCalledWith(
        'freelancer',
        expect.objectContaining({ q: 'Indus', sort: 'newest' }),
      ),
    );
    expect(await screen.findByText('No inactive freelancers match “Indus”.')).toBeVisible();
  });

  it('shows the personal numbers masked, even if a list sent them whole', async () => {
    jest
      .spyOn(reviewApi, 'search')
      .mockImplementation(async (role) =>
        role === 'freelancer'
          ? page([
              { ...freelancer, CNIC: '35202-*******-1', bankAccount: 'PK36SCBL0000001123456702' },
            ])
          : page([company]),
      );
    const { container } = renderPage();
    expect(
      await screen.findByText('CNIC 35202-*******-1 · Bank PK36****************6702'),
    ).toBeInTheDocument();
    expect(screen.getByText('POC ID 42101-*******-3 · NTN 12*****-8')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/SCBL|7654321/);
  });
});

describe('ManageUsers in Urdu', () => {
  inUrdu();

  it('names the tabs, sections, rows and switches in Urdu, masked numbers kept in order', async () => {
    jest
      .spyOn(reviewApi, 'search')
      .mockImplementation(async (role) =>
        role === 'freelancer' ? page([{ ...freelancer, CNIC: '35202-*******-1' }]) : page([]),
      );
    renderPage();
    expect(screen.getByRole('heading', { name: 'یوزرز کا انتظام' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'غیر فعال یوزرز' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'فعال یوزرز' })).toBeVisible();
    expect(
      screen.getByLabelText('نام، ای میل، شناختی کارڈ نمبر یا NTN سے تلاش کریں'),
    ).toBeVisible();
    expect(await screen.findByRole('switch', { name: 'Ayesha Khan کو اپروو کریں' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'غیر فعال فری لانسرز' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ayesha Khan کا ریویو کریں' })).toHaveTextContent(
      'ریویو کریں',
    );
    expect(screen.getByText('30 گھنٹوں سے منتظر (24 گھنٹے کی وعدہ شدہ مدت گزر چکی)')).toBeVisible();
    // Isolated left to right, the stars do not reorder the CNIC's digits in an Urdu line.
    expect(screen.getByText('شناختی کارڈ \u206635202-*******-1\u2069')).toBeInTheDocument();
    expect(screen.getByText('کوئی غیر فعال کمپنی نہیں۔')).toBeVisible();
  });
});
