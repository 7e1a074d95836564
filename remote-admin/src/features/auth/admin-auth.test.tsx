import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { paths, readEntry, useAuthStore } from '@kaamyaab/shared-api';
import { accountsApi } from '@kaamyaab/shared-api/client';
import { signOutAfterEach } from '@kaamyaab/shared-api/testing';
import { expectLoginRefused } from '@kaamyaab/shared-ui/testing';
import { setLanguage, theme } from '@kaamyaab/shared-ui';
import { AdminLoginForm } from './admin-login-form';
import { AdminSignupForm } from './admin-signup-form';

function renderAt(ui: ReactNode) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/start']}>
        <Routes>
          <Route path="/start" element={ui} />
          <Route path={paths.adminDashboard} element={<p>admin dashboard</p>} />
          <Route path={paths.loginAdmin} element={<p>admin login page</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const admin = { _id: 'a1', username: 'noor', email: 'noor@kaamyaab.pk', role: null };
const answer = {
  statusCode: 200,
  success: true as const,
  message: 'ok',
  data: { admin, accessToken: 'access', refreshToken: 'refresh' },
};

describe('admin login', () => {
  signOutAfterEach();

  it("says 'Please enter both Email and Password.' and makes no call with an empty field", async () => {
    const call = jest.spyOn(accountsApi, 'loginAdmin');
    renderAt(<AdminLoginForm />);
    await expectLoginRefused(call, 'Please enter both Email and Password.');
  });

  it('signs in through the auth store, stores the admin object and opens the dashboard', async () => {
    jest.spyOn(accountsApi, 'loginAdmin').mockResolvedValue(answer);
    renderAt(<AdminLoginForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'noor@kaamyaab.pk');
    await userEvent.type(screen.getByLabelText('Password'), 'Islamabad-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({
      accounts: { admin },
      user: admin,
      isAuthenticated: true,
    });
    expect(readEntry('admin')).toEqual(admin);
  });
});

describe('admin sign-up', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    useAuthStore.getState().logout();
  });

  async function fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values))
      await userEvent.type(screen.getByLabelText(label), value);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  }

  it('asks for all three fields first, then the key, and makes no call meanwhile', async () => {
    const call = jest.spyOn(accountsApi, 'registerAdmin');
    renderAt(<AdminSignupForm />);
    await fill({ Username: 'noor' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: Please enter all fields: Username, Email, and Password.',
    );
    await fill({ Email: 'noor@kaamyaab.pk', Password: 'Islamabad-2026' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Admin signup key is required');
    expect(call).not.toHaveBeenCalled();
  });

  it('signs the new admin in and goes to /login-admin', async () => {
    const call = jest.spyOn(accountsApi, 'registerAdmin').mockResolvedValue(answer);
    renderAt(<AdminSignupForm />);
    await fill({
      Username: 'noor',
      Email: 'noor@kaamyaab.pk',
      Password: 'Islamabad-2026',
      'Admin signup key': 'the-secret-key',
    });
    expect(await screen.findByText('admin login page')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith({
      username: 'noor',
      email: 'noor@kaamyaab.pk',
      password: 'Islamabad-2026',
      role: undefined,
      adminSignupKey: 'the-secret-key',
    });
    expect(readEntry('admin')).toEqual(admin);
    expect(useAuthStore.getState().accounts.admin).toEqual(admin);
  });
});

describe('admin login and sign-up in Urdu', () => {
  beforeEach(async () => {
    await act(() => setLanguage('ur'));
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('titles the login page and its links in Urdu', () => {
    renderAt(<AdminLoginForm />);
    expect(screen.getByRole('heading', { name: 'ایڈمن لاگ اِن' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'پاس ورڈ بھول گئے؟' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ایڈمن اکاؤنٹ بنائیں' })).toHaveAttribute(
      'href',
      paths.signupAdmin,
    );
    expect(document.title).toBe('ایڈمن لاگ اِن | کامیاب');
  });

  it('labels the sign-up fields in Urdu, the Latin ones left to right', () => {
    renderAt(<AdminSignupForm />);
    expect(screen.getByRole('heading', { name: 'ایڈمن سائن اَپ' })).toBeVisible();
    expect(screen.getByLabelText('یوزر نیم')).toBeVisible();
    expect(screen.getByLabelText('ای میل')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('ایڈمن سائن اَپ کلید')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('عہدہ (اختیاری)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'سائن اَپ کریں' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'لاگ اِن کریں' })).toHaveAttribute(
      'href',
      paths.loginAdmin,
    );
  });
});
