import type { ReactNode } from 'react';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { paths, saveEntry, useAuthStore } from '@kaamyaab/shared-api';
import { aCompany, answerTheFrame } from '@kaamyaab/shared-api/testing';
import { accountsApi, applicationsApi, jobsApi, talentApi } from '@kaamyaab/shared-api/client';
import { formatPkr, setLanguage } from '@kaamyaab/shared-ui';
import { CompanySignupForm } from '../features/account/company-signup-form';
import { CompanyLoginForm } from '../features/account/company-login-form';
import { CompanyDashboardLayout } from '../features/dashboard/company-dashboard-layout';
import { CompanyHome } from '../features/dashboard/company-home';
import { CompanyProfile } from '../features/dashboard/company-profile';
import { PostedJobs } from '../features/jobs-posted/components/posted-jobs';
import { TalentDirectory } from '../features/talent/talent-directory';
import {
  aJob,
  anApplication,
  companyId,
  onePage,
  renderWithTheme,
} from '../features/test-fixtures';
import PostJobPage from '../expose/post-job-page';

/** The company area's main pages read in Urdu; the contract's sentences are not ours. */
const company = aCompany({ _id: companyId });

const renderAt = (ui: ReactNode, path = '/') =>
  renderWithTheme(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={ui} />
      </Routes>
    </MemoryRouter>,
  );

describe('the company area in Urdu', () => {
  beforeEach(async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    saveEntry('company', { data: { company: { ...company } } });
    useAuthStore.getState().hydrate();
    await act(() => setLanguage('ur'));
  });
  afterEach(async () => {
    cleanup();
    await act(() => setLanguage('en'));
    useAuthStore.getState().logout('company');
    jest.restoreAllMocks();
  });

  it('greets the company in Urdu, with its side menu and home page', async () => {
    jest.spyOn(accountsApi, 'me').mockResolvedValue({ role: 'company', company });
    answerTheFrame({ email: company.email });
    renderAt(
      <CompanyDashboardLayout>
        <CompanyHome />
      </CompanyDashboardLayout>,
      paths.companyDashboard,
    );
    expect(await screen.findByText(/^(صبح|سہ پہر|شام) بخیر، Indus$/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'پوسٹ کی گئی جابز' })[0]).toHaveAttribute(
      'href',
      paths.companyJobsPosted,
    );
    expect(screen.getAllByRole('link', { name: 'ٹیلنٹ تلاش کریں' })[0]).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'معاہدے' })[0]).toHaveAttribute(
      'href',
      paths.companyContracts,
    );
    expect(screen.getAllByRole('link', { name: 'ادائیگیاں' })[0]).toHaveAttribute(
      'href',
      paths.companyPayments,
    );
    // The page shows once it is known that no verification notice stands above it.
    expect(
      await screen.findByRole('heading', { name: 'اپنے اگلے پروجیکٹ کے لیے فری لانسر رکھیں' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('کمپنی ڈیش بورڈ | کامیاب');
  });

  it('asks for a new job in Urdu', () => {
    renderAt(<PostJobPage />);
    expect(screen.getByRole('heading', { name: 'نئی جاب پوسٹ کریں' })).toBeInTheDocument();
    expect(screen.getByLabelText(/جاب کا عنوان/)).toHaveValue('درکار:');
    expect(screen.getByRole('option', { name: 'ایک بار کا پروجیکٹ' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'کیٹیگری منتخب کریں' })).toBeInTheDocument();
    expect(screen.getByLabelText(/بجٹ \(روپے\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'جاب پوسٹ کریں' })).toBeInTheDocument();
  });

  it('lists posted jobs and their applications in Urdu, with the budget in Urdu PKR', async () => {
    jest
      .spyOn(jobsApi, 'fetchJobsPosted')
      .mockResolvedValue({ jobs: [aJob()], limit: 50, nextCursor: null });
    jest
      .spyOn(applicationsApi, 'fetchJobApplications')
      .mockResolvedValue(onePage([anApplication()]));
    renderAt(<PostedJobs />);
    expect(screen.getByRole('heading', { name: 'پوسٹ کی گئی جابز' })).toBeInTheDocument();
    expect(await screen.findByText('2 درخواستیں · 2 زیرِ غور · 0 منظور')).toBeInTheDocument();
    expect(screen.getByText(/· 1 مئی، 2024 کو پوسٹ کی گئی$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Looking for a React developer/ }));
    expect(screen.getByText('بجٹ').nextElementSibling?.textContent).toBe(formatPkr(150000, 'ur'));
    expect(screen.getByText('مسلسل')).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: 'Ayesha Khan کی درخواست' });
    expect(within(item).getByText('کور لیٹر')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'منظور کریں' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'کیا Ayesha Khan کو منظور کریں؟' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'جی ہاں، منظور کریں' })).toBeInTheDocument();
  });

  it('finds talent and invites in Urdu', async () => {
    jest
      .spyOn(jobsApi, 'fetchJobsPosted')
      .mockResolvedValue({ jobs: [], limit: 200, nextCursor: null });
    jest.spyOn(talentApi, 'findTalent').mockResolvedValue({
      freelancers: [
        {
          _id: 'b7e0f1c2-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
          fullName: 'Sana Mirza',
          skills: ['Laravel'],
          bio: 'Backend developer from Peshawar.',
          avatar: null,
          joinedAt: '2026-03-02T09:00:00.000Z',
          acceptedJobs: 2,
          contact: null,
          reputation: { score: null, counted: 0, badges: ['identityVerified'] },
        },
      ],
      limit: 20,
      nextCursor: null,
    });
    renderAt(<TalentDirectory />);
    expect(screen.getByRole('heading', { name: 'ٹیلنٹ تلاش کریں' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'ٹیلنٹ کی تلاش' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Sana Mirza' });
    expect(
      within(card).getByText('مارچ 2026 میں شامل ہوئے · 2 جابز میں منتخب'),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'درخواست کی دعوت دیں' }));
    expect(
      await screen.findByRole('dialog', { name: 'Sana Mirza کو درخواست کی دعوت دیں' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'آپ کی کوئی کھلی جاب نہیں جس کے لیے دعوت دی جا سکے۔ پہلے ایک جاب پوسٹ کریں۔',
      ),
    ).toBeInTheDocument();
  });

  it("shows the company's profile in Urdu", async () => {
    jest.spyOn(accountsApi, 'me').mockResolvedValue({ role: 'company', company });
    renderAt(<CompanyProfile />);
    expect(await screen.findByText('اکاؤنٹ کی حیثیت')).toBeInTheDocument();
    expect(screen.getByText('منظور شدہ')).toBeInTheDocument();
    expect(screen.getByText('رابطہ کار')).toBeInTheDocument();
    expect(document.title).toBe('کمپنی پروفائل | کامیاب');
  });

  it('signs a company up and in, in Urdu, with its ID numbers left to right', () => {
    useAuthStore.getState().logout('company');
    renderAt(<CompanySignupForm />);
    expect(screen.getByRole('heading', { name: 'بطور کمپنی سائن اَپ کریں' })).toBeInTheDocument();
    expect(screen.getByLabelText('رابطہ کار کا شناختی کارڈ نمبر')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('کمپنی کا ٹیکس نمبر (NTN)')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'سائن اَپ کریں' })).toBeInTheDocument();
    cleanup();
    renderAt(<CompanyLoginForm />);
    expect(screen.getByRole('heading', { name: 'کمپنی لاگ اِن' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'پاس ورڈ بھول گئے؟' })).toBeInTheDocument();
  });
});
