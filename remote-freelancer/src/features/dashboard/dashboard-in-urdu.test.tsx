import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@kaamyaab/shared-api';
import {
  aFreelancer,
  signIn,
  answerTheFrame,
  signOutAfterEach,
} from '@kaamyaab/shared-api/testing';
import { accountsApi } from '@kaamyaab/shared-api/client';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../jobs/test-fixtures';
import { FreelancerDashboardLayout } from './freelancer-dashboard-layout';
import { FreelancerHome } from './freelancer-home';
import { FreelancerProfile } from './freelancer-profile';

const whole = aFreelancer();

const inRouter = (ui: ReactNode) =>
  renderWithTheme(<MemoryRouter initialEntries={[paths.freelancerDashboard]}>{ui}</MemoryRouter>);

describe('the freelancer dashboard in Urdu', () => {
  beforeEach(async () => {
    signIn('freelancer', { freelancer: whole });
    jest.spyOn(accountsApi, 'me').mockResolvedValue({ role: 'freelancer', freelancer: whole });
    await act(() => setLanguage('ur'));
  });
  signOutAfterEach({ backToEnglish: true });

  it('greets in Urdu and names the side menu in Urdu', async () => {
    answerTheFrame({ email: 'ayesha@example.pk' });
    inRouter(<FreelancerDashboardLayout>jobs and more</FreelancerDashboardLayout>);
    expect(await screen.findByText(/^(صبح|سہ پہر|شام) بخیر، Ayesha$/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'ڈیش بورڈ' })[0]).toHaveAttribute(
      'href',
      paths.freelancerDashboard,
    );
    expect(screen.getAllByRole('link', { name: 'جابز' })[0]).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'میری درخواستیں' })[0]).toHaveAttribute(
      'href',
      paths.freelancerApplications,
    );
    // Let the header's counts settle before the test ends.
    await act(async () => undefined);
  });

  it('welcomes the freelancer home in Urdu', () => {
    inRouter(<FreelancerHome />);
    expect(screen.getByRole('heading', { level: 1, name: 'خوش آمدید، Ayesha Khan' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'اپنا اگلا پراجیکٹ تلاش کریں' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'دستیاب جابز دیکھیں' })).toHaveAttribute(
      'href',
      paths.freelancerJobs,
    );
    expect(document.title).toContain('فری لانسر ڈیش بورڈ');
  });

  it("labels the profile card's details in Urdu", async () => {
    inRouter(<FreelancerProfile />);
    expect(screen.getByText('لوڈ ہو رہا ہے...')).toBeInTheDocument();
    expect(await screen.findByText('اکاؤنٹ کا اسٹیٹس')).toBeInTheDocument();
    for (const label of ['اسکلز', 'تعارف', 'ای میل', 'فون', 'شناختی کارڈ نمبر', 'بینک اکاؤنٹ'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('منظور شدہ')).toBeInTheDocument();
    expect(screen.getByText('35202-1234567-1')).toBeInTheDocument();
    expect(document.title).toContain('پروفائل');
  });
});
