import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { readEntry, useAuthStore } from '@kaamyaab/shared-api';
import { accountsApi } from '@kaamyaab/shared-api/client';
import { anAxiosError } from '@kaamyaab/shared-api/testing';
import { expectSubmitRefused, expectLoginRefused } from '@kaamyaab/shared-ui/testing';
import { formatMessages } from '@kaamyaab/shared-api/contract';
import { theme } from '@kaamyaab/shared-ui';
import { FreelancerLoginForm } from './freelancer-login-form';
import { FreelancerSignupForm } from './freelancer-signup-form';

function renderAt(ui: ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/start']}>
        <Routes>
          <Route path="/start" element={ui} />
          <Route path="/freelancer-dashboard" element={<p>dashboard</p>} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const httpFailure = anAxiosError;

async function logIn(email = 'ayesha@example.pk', password = 'Lahore-2026') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('freelancer login', () => {
  it('says why it was asked for when a page sent the visitor here', () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter
          initialEntries={[{ pathname: '/start', state: { from: '/freelancer-dashboard/jobs' } }]}
        >
          <Routes>
            <Route path="/start" element={<FreelancerLoginForm />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Please log in to continue.');
  });

  afterEach(() => {
    jest.restoreAllMocks();
    useAuthStore.getState().logout();
    localStorage.clear();
  });

  it('makes no call with an empty field and says so', async () => {
    const call = jest.spyOn(accountsApi, 'loginFreelancer');
    renderAt(<FreelancerLoginForm />);
    await expectLoginRefused(call, 'Please Enter Both, Email and Password.');
  });

  it('shows each failure in the banner, replaced by the next', async () => {
    jest
      .spyOn(accountsApi, 'loginFreelancer')
      .mockRejectedValueOnce(httpFailure(404, {}))
      .mockRejectedValueOnce(
        new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }),
      );
    renderAt(<FreelancerLoginForm />);
    await logIn();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error: Freelancer with this email does not exist. Please sign up first.',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error: Network error. Please check your internet connection and try again.',
      ),
    );
  });

  it('signs in through the auth store, stores the whole answer as user and opens the dashboard', async () => {
    const answer = {
      statusCode: 200,
      success: true as const,
      message: 'Login successful',
      data: { freelancer: { _id: 'f1', fullName: 'Ayesha Khan' } },
    };
    jest.spyOn(accountsApi, 'loginFreelancer').mockResolvedValue(answer as never);
    renderAt(<FreelancerLoginForm />);
    await logIn();
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(readEntry('user')).toEqual(answer);
    expect(useAuthStore.getState()).toMatchObject({
      accounts: { freelancer: answer.data.freelancer },
      user: answer.data.freelancer,
      isAuthenticated: true,
    });
  });

  it('keeps an admin signed in beside the freelancer', async () => {
    const admin = { _id: 'a1', username: 'noor', email: 'noor@kaamyaab.pk', role: null };
    useAuthStore.getState().loginSuccess('admin', {
      statusCode: 200,
      success: true,
      message: 'ok',
      data: { admin, accessToken: 'a', refreshToken: 'r' },
    });
    jest.spyOn(accountsApi, 'loginFreelancer').mockResolvedValue({
      statusCode: 200,
      success: true,
      message: 'Login successful',
      data: { freelancer: { _id: 'f1', fullName: 'Ayesha Khan' } },
    } as never);
    renderAt(<FreelancerLoginForm />);
    await logIn();
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(useAuthStore.getState().accounts).toMatchObject({ freelancer: { _id: 'f1' }, admin });
    expect(readEntry('admin')).toEqual(admin);
  });
});

describe('freelancer sign-up', () => {
  afterEach(() => jest.restoreAllMocks());

  it('validates on blur and asks for the company only when employed', async () => {
    renderAt(<FreelancerSignupForm />);
    await userEvent.click(screen.getByLabelText('Full name'));
    await userEvent.tab();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Yes'));
    expect(screen.getByLabelText('Company name')).toBeInTheDocument();
  });

  it("validates on change with the spec's messages, tied to their fields", async () => {
    renderAt(<FreelancerSignupForm />);
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'ayesha@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid email address');
    await userEvent.type(email, 'example.pk');
    expect(email).not.toHaveAttribute('aria-invalid');
    const phone = screen.getByLabelText('Phone number');
    await userEvent.type(phone, '0300-12a');
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Phone number must contain digits only'),
    );
    await userEvent.clear(phone);
    await userEvent.type(phone, '0300-123');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(formatMessages.mobile));
    await userEvent.type(phone, '4567');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('checks the CNIC and the IBAN as they are typed', async () => {
    renderAt(<FreelancerSignupForm />);
    const cnic = screen.getByLabelText('CNIC number');
    await userEvent.type(cnic, '35202-123456');
    expect(cnic).toHaveAccessibleDescription(expect.stringContaining(formatMessages.cnic));
    await userEvent.type(cnic, '7-1');
    expect(cnic).not.toHaveAttribute('aria-invalid');
    const bank = screen.getByLabelText('Bank account number');
    await userEvent.type(bank, 'PK37 SCBL 0000 0011 2345 6702');
    expect(bank).toHaveAccessibleDescription(expect.stringContaining(formatMessages.iban));
    await userEvent.clear(bank);
    await userEvent.type(bank, 'PK36 SCBL 0000 0011 2345 6702');
    expect(bank).not.toHaveAttribute('aria-invalid');
  });

  const required = [
    'Email is required',
    'Proof of registration is required',
    'You must agree to the terms',
    'Please select if you are currently employed',
  ];
  it('sends nothing until the required fields and the proof are there', async () => {
    const register = jest.spyOn(accountsApi, 'registerFreelancer');
    renderAt(<FreelancerSignupForm />);
    await expectSubmitRefused(register, { button: 'Sign Up', required, focused: 'Full name' });
  });
});
