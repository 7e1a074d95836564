import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useArrivalNotice } from '@kaamyaab/shared-api/router';
import { credentialsApi } from '@kaamyaab/shared-api/client';
import { theme } from '@kaamyaab/shared-ui';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { VerifyEmailScreen } from './verify-email-screen';

/** A login page that says where it is and the notice its form would show. */
function LoginPage() {
  const notice = useArrivalNotice();
  const { pathname, search } = useLocation();
  return (
    <p>
      login {pathname}
      {search} {notice?.message}
    </p>
  );
}

function renderAt(url: string, ui: React.ReactElement) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/forgot-password" element={ui} />
          <Route path="/reset-password" element={ui} />
          <Route path="/verify-email" element={ui} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/login-admin" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const failure = (status: number, message: string) =>
  Object.assign(new Error(message), {
    isAxiosError: true,
    response: { status, data: { statusCode: status, message, errors: [{ msg: message }] } },
  });

afterEach(() => jest.restoreAllMocks());

describe('forgot password', () => {
  it('asks for the email of the role it came from and says the same thing for any address', async () => {
    const said =
      'If an account with this email exists, we have sent it a link to choose a new password. The link works once, within an hour.';
    const call = jest.spyOn(credentialsApi, 'forgotPassword').mockResolvedValue(said);
    renderAt('/forgot-password?as=company', <ForgotPasswordForm />);
    expect(screen.getByLabelText('I log in as')).toHaveValue('company');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/login?as=company',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');

    await userEvent.type(screen.getByLabelText('Email'), 'hr@indus.pk');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(call).toHaveBeenCalledWith('company', 'hr@indus.pk');
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });

  it('says when too many links were asked for', async () => {
    const limited = 'Too many password reset requests. Please try again in 60 minutes.';
    jest.spyOn(credentialsApi, 'forgotPassword').mockRejectedValue(failure(429, limited));
    renderAt('/forgot-password?as=admin', <ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'noor@kaamyaab.pk');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
  });
});

describe('reset password', () => {
  it('sets the new password, typed twice, and opens the login of the role with a notice', async () => {
    const call = jest.spyOn(credentialsApi, 'resetPassword').mockResolvedValue('freelancer');
    renderAt('/reset-password?token=abc123', <ResetPasswordForm />);
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two new passwords are not the same',
    );

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Badshahi-Mosque-1673');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Badshahi-Mosque-1673');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(call).toHaveBeenCalledWith('abc123', 'Badshahi-Mosque-1673');
    expect(
      await screen.findByText(
        'login /login?as=freelancer Your password has been changed. Please log in.',
      ),
    ).toBeInTheDocument();
  });

  it("says a used or old link is not valid, and an admin's reset leads to the admin login", async () => {
    const used =
      'This password reset link is not valid any more: it was used or is more than an hour old. Please ask for a new one.';
    const call = jest
      .spyOn(credentialsApi, 'resetPassword')
      .mockRejectedValueOnce(failure(400, used))
      .mockResolvedValueOnce('admin');
    renderAt('/reset-password?token=abc123', <ResetPasswordForm />);
    await userEvent.type(screen.getByLabelText('New password'), 'Badshahi-Mosque-1673');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Badshahi-Mosque-1673');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(call).toHaveBeenCalledTimes(2);
    expect(await screen.findByText(/^login \/login-admin Your password/)).toBeInTheDocument();
  });

  it('says a link without its token is not complete', () => {
    renderAt('/reset-password', <ResetPasswordForm />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is not complete. Please open the link from your email again.',
    );
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
  });
});

describe('verify email', () => {
  it('spends the link once and says the address is verified', async () => {
    const call = jest.spyOn(credentialsApi, 'verifyEmail').mockResolvedValue('company');
    renderAt('/verify-email?token=xyz', <VerifyEmailScreen />);
    expect(
      await screen.findByText('Thank you. Your email address is verified.'),
    ).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('xyz');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/company-dashboard',
    );
  });

  it('says why a link does not open', async () => {
    const old =
      'This verification link is not valid any more: it was used, replaced by a newer one or has expired. Please log in and ask for a new one.';
    jest.spyOn(credentialsApi, 'verifyEmail').mockRejectedValue(failure(400, old));
    renderAt('/verify-email?token=xyz', <VerifyEmailScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(old);
  });
});
