import { act, cleanup, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  paths,
  readEntry,
  useAuthStore,
  type FreelancerDto,
  type LoginAnswers,
} from '@kaamyaab/shared-api';
import { accountsApi, credentialsApi, VERIFICATION_WAIT_MS } from '@kaamyaab/shared-api/client';
import { answerTheFrame } from '@kaamyaab/shared-api/testing';
import { renderWithTheme } from '../jobs/test-fixtures';
import { FreelancerDashboardLayout } from './freelancer-dashboard-layout';

const pending = {
  _id: 'f1',
  fullName: 'Ayesha Khan',
  avatar: null,
  isActive: false,
} as FreelancerDto;
const login: LoginAnswers['freelancer'] = {
  statusCode: 200,
  success: true,
  message: 'Login successful',
  data: { freelancer: pending },
};

function renderDashboard() {
  renderWithTheme(
    <MemoryRouter initialEntries={[paths.freelancerDashboard]}>
      <Routes>
        <Route
          path={paths.freelancerDashboard}
          element={<FreelancerDashboardLayout>jobs and more</FreelancerDashboardLayout>}
        />
        <Route path={paths.login} element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('FreelancerDashboardLayout', () => {
  beforeEach(() => {
    useAuthStore.getState().loginSuccess('freelancer', login);
    answerTheFrame({ email: 'ayesha@example.pk', notices: 2, messages: 1 });
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
    useAuthStore.getState().logout();
  });

  it("shows 'Hold Tight!' from the store, then the dashboard once the server says approved", async () => {
    let answer: (me: Awaited<ReturnType<typeof accountsApi.me>>) => void = () => undefined;
    jest.spyOn(accountsApi, 'me').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Hold Tight!' })).toBeInTheDocument();
    await act(async () =>
      answer({ role: 'freelancer', freelancer: { ...pending, isActive: true } }),
    );
    expect(
      await screen.findByText(/^Good (morning|afternoon|evening), Ayesha$/),
    ).toBeInTheDocument();
    // The side menu leads to My Applications, the contracts and the earnings.
    expect(screen.getAllByRole('link', { name: 'My Applications' })[0]).toHaveAttribute(
      'href',
      paths.freelancerApplications,
    );
    expect(screen.getAllByRole('link', { name: 'Contracts' })[0]).toHaveAttribute(
      'href',
      paths.freelancerContracts,
    );
    expect(screen.getAllByRole('link', { name: 'Earnings' })[0]).toHaveAttribute(
      'href',
      paths.freelancerEarnings,
    );
    // The header's bell and Messages carry their unread counts.
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toHaveAttribute(
      'href',
      paths.freelancerMessages,
    );
    expect(screen.getByText('jobs and more')).toBeInTheDocument();
    expect(useAuthStore.getState().accounts.freelancer?.isActive).toBe(true);
    expect(readEntry('user')).toEqual({
      ...login,
      data: { freelancer: { ...pending, isActive: true } },
    });
  });

  it('asks an unverified address to be verified, on Hold Tight! and above an approved dashboard', async () => {
    jest
      .spyOn(credentialsApi, 'emailVerification')
      .mockResolvedValue({ verified: false, email: 'ayesha@example.pk' });
    const resend = jest.spyOn(credentialsApi, 'resendVerification').mockResolvedValue({
      verified: false,
      email: 'ayesha@example.pk',
      message: 'We have sent you a new verification email. Please open the link in it.',
    });
    let answer: (me: Awaited<ReturnType<typeof accountsApi.me>>) => void = () => undefined;
    jest.spyOn(accountsApi, 'me').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderDashboard();
    const notice = await screen.findByRole('region', { name: 'Verify your email' });
    expect(notice).toHaveTextContent('ayesha@example.pk');
    expect(screen.getByRole('heading', { name: 'Hold Tight!' })).toBeInTheDocument();

    await act(async () =>
      answer({ role: 'freelancer', freelancer: { ...pending, isActive: true } }),
    );
    expect(screen.getByText('jobs and more')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Verify your email' })).toBeInTheDocument();
    await act(async () =>
      screen.getByRole('button', { name: 'Resend verification email' }).click(),
    );
    expect(resend).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(
        'We have sent you a new verification email. Please open the link in it.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the page after a short wait when the verification read hangs', async () => {
    jest.useFakeTimers();
    try {
      jest.spyOn(credentialsApi, 'emailVerification').mockReturnValue(new Promise(() => undefined));
      jest
        .spyOn(accountsApi, 'me')
        .mockResolvedValue({ role: 'freelancer', freelancer: { ...pending, isActive: true } });
      renderDashboard();
      const page = await screen.findByText('jobs and more');
      expect(page).not.toBeVisible();
      await act(async () => jest.advanceTimersByTime(VERIFICATION_WAIT_MS));
      expect(page).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it('signs the freelancer out and goes to /login when the server no longer knows the session', async () => {
    const config = { headers: new AxiosHeaders() };
    jest.spyOn(accountsApi, 'me').mockRejectedValue(
      new AxiosError(
        'gone',
        'ERR_BAD_REQUEST',
        config,
        {},
        {
          status: 401,
          statusText: '',
          data: { statusCode: 401, code: 'unauthenticated' },
          headers: {},
          config,
        },
      ),
    );
    renderDashboard();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(useAuthStore.getState().accounts.freelancer).toBeNull();
    expect(readEntry('user')).toBeNull();
  });
});
