import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useAuthStore } from '@kaamyaab/shared-api';
import { contactApi, credentialsApi, jobsApi } from '@kaamyaab/shared-api/client';
import { aFoundJob } from '../test/found-job';
import { setLanguage, theme } from '@kaamyaab/shared-ui';
import ContactPage from './contact-page';
import ForgotPasswordPage from './forgot-password-page';
import JobPage from './job-page';
import LoginChooser from './login-chooser';
import ResetPasswordPage from './reset-password-page';

function renderAt(url: string, path: string, page: React.ReactElement) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('the public forms in Urdu', () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(async () => {
    await act(() => setLanguage('en'));
    act(() => useAuthStore.getState().logout());
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('labels the contact form in Urdu, keeps the email and phone left to right, and checks it', async () => {
    const send = jest.spyOn(contactApi, 'send');
    renderAt('/contact', '/contact', <ContactPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('رابطہ کریں');
    expect(screen.getByRole('link', { name: 'support@kaamyaab.pk' })).toHaveAttribute('dir', 'ltr');
    const email = screen.getByLabelText('ای میل');
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('فون')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('موضوع')).not.toHaveAttribute('dir');
    await userEvent.click(screen.getByRole('button', { name: 'پیغام بھیجیں' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/.+/);
    expect(send).not.toHaveBeenCalled();
  });

  it('asks in Urdu for the email of a forgotten password, and checks it', async () => {
    const call = jest.spyOn(credentialsApi, 'forgotPassword');
    renderAt('/forgot-password?as=company', '/forgot-password', <ForgotPasswordPage />);
    expect(screen.getByRole('heading', { name: 'پاس ورڈ بھول گئے؟' })).toBeVisible();
    const role = screen.getByLabelText('لاگ اِن بطور');
    expect(role).toHaveValue('company');
    expect(within(role).getByRole('option', { name: 'کمپنی' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'لاگ اِن پر واپس جائیں' })).toHaveAttribute(
      'href',
      '/login?as=company',
    );
    await userEvent.click(screen.getByRole('button', { name: 'ری سیٹ لنک بھیجیں' }));
    expect(screen.getByLabelText('ای میل')).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalled();
    expect(document.title).toBe('پاس ورڈ بھول گئے | کامیاب');
  });

  it('titles the new-password page in Urdu', () => {
    renderAt('/reset-password', '/reset-password', <ResetPasswordPage />);
    expect(screen.getByRole('heading', { name: 'نیا پاس ورڈ رکھیں' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'نیا پاس ورڈ محفوظ کریں' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'نیا لنک منگوائیں' })).toBeVisible();
  });

  it('offers the two logins in Urdu, each with its line', () => {
    renderAt(
      '/login',
      '/login',
      <LoginChooser freelancerForm={<p>freelancer</p>} companyForm={<p>company</p>} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'کامیاب میں دوبارہ خوش آمدید',
    );
    expect(screen.getByRole('link', { name: /^فری لانسر کے طور پر لاگ اِن/ })).toHaveTextContent(
      'ادائیگی روپوں میں پائیں',
    );
    expect(screen.getByRole('link', { name: /^کمپنی کے طور پر لاگ اِن/ })).toBeVisible();
  });

  it('asks a visitor in Urdu to log in to apply, the way back pointing right', async () => {
    const job = aFoundJob({ _id: 'job-1', description: 'Set up the store.' });
    jest.spyOn(jobsApi, 'fetchJob').mockResolvedValue(job);
    renderAt('/jobs/job-1', '/jobs/:jobId', <JobPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'ابھی اپلائی کریں' }));
    const prompt = screen.getByRole('region', { name: 'اپلائی کرنے کے لیے لاگ اِن کریں' });
    expect(
      within(prompt).getByRole('link', { name: 'فری لانسر کے طور پر سائن اَپ کریں' }),
    ).toHaveAttribute('href', '/signup-freelancer');
    expect(screen.getByRole('link', { name: '→ تمام کھلی جابز' })).toHaveAttribute('href', '/jobs');
  });
});
