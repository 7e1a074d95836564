import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useArrivalNotice } from '@kaamyaab/shared-api/router';
import { paths, readEntry, useAuthStore } from '@kaamyaab/shared-api';
import { accountsApi } from '@kaamyaab/shared-api/client';
import { expectSubmitRefused, expectLoginRefused } from '@kaamyaab/shared-ui/testing';
import { httpFailure, renderWithTheme } from '../test-fixtures';

async function fillIn(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await userEvent.type(screen.getByLabelText(label), value);
}
import { CompanyLoginForm } from './company-login-form';
import { CompanySignupForm } from './company-signup-form';

/** The login page, saying which form it opens and the notice its form would show. */
function LoginPage() {
  const notice = useArrivalNotice();
  return (
    <p>
      login page {useLocation().search} {notice?.message}
    </p>
  );
}

function renderAt(ui: ReactNode) {
  renderWithTheme(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route path="/start" element={ui} />
        <Route path={paths.companyDashboard} element={<p>company dashboard</p>} />
        <Route path={paths.login} element={<LoginPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Fills in every required field of the sign-up form for one company and sends it. */
async function signUpIndus() {
  await fillIn({
    'Company name': 'Indus Digital Labs',
    'Point of contact name': 'Bilal Ahmed',
    'Point of contact national ID': '42101-7654321-3',
    'Company tax number (NTN)': '1234567-8',
    Email: 'hr@indus.pk',
    Password: 'Karachi-2026',
    'Company bio': 'A product studio in Karachi.',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('company login', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    useAuthStore.getState().logout();
  });

  it("says 'Please Enter Both, Email and Password.' and makes no call with an empty field", async () => {
    const call = jest.spyOn(accountsApi, 'loginCompany');
    renderAt(<CompanyLoginForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'hr@indus.pk');
    await expectLoginRefused(call, 'Please Enter Both, Email and Password.');
  });

  it("signs in through the auth store, keeps the body as 'company' and opens the dashboard", async () => {
    const company = { _id: 'c1', companyName: 'Indus Digital Labs', isActive: true };
    const answer = { statusCode: 200, success: true, message: 'ok', data: { company } };
    jest.spyOn(accountsApi, 'loginCompany').mockResolvedValue(answer as never);
    renderAt(<CompanyLoginForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'hr@indus.pk');
    await userEvent.type(screen.getByLabelText('Password'), 'Karachi-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('company dashboard')).toBeInTheDocument();
    expect(readEntry('company')).toEqual(answer);
    expect(useAuthStore.getState()).toMatchObject({
      accounts: { company },
      user: company,
      isAuthenticated: true,
    });
  });
});

describe('company sign-up', () => {
  afterEach(() => jest.restoreAllMocks());

  it('requires every text field and sends nothing until they are filled', async () => {
    const register = jest.spyOn(accountsApi, 'registerCompany');
    renderAt(<CompanySignupForm />);
    await expectSubmitRefused(register, {
      button: 'Sign Up',
      focused: 'Company name',
      required: [
        'Company name is required',
        'Point of contact name is required',
        'Point of contact national ID is required',
        'Company tax number (NTN) is required',
        'Email is required',
        'Password is required',
        'Company bio is required',
      ],
    });
  });

  it('sends the form without files (they are optional) and goes to the company login, saying what comes next', async () => {
    const register = jest.spyOn(accountsApi, 'registerCompany').mockResolvedValue({} as never);
    renderAt(<CompanySignupForm />);
    await signUpIndus();
    expect(await screen.findByText(/login page/)).toHaveTextContent(
      'login page ?as=company Your account has been created. We have emailed you a link to verify your address. Our team reviews new accounts within 24 hours; log in to follow its status.',
    );
    const sent = register.mock.calls[0]?.[0] as FormData;
    expect(sent.get('companyName')).toBe('Indus Digital Labs');
    expect(sent.get('proofOfRegistrationFee')).toBeNull();
  });

  it("shows the server's reason in the banner and stays", async () => {
    jest
      .spyOn(accountsApi, 'registerCompany')
      .mockRejectedValue(httpFailure(400, 'Email is already registered'));
    renderAt(<CompanySignupForm />);
    await signUpIndus();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Email is already registered',
    );
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });
});
