import { act, cleanup, screen } from '@testing-library/react';
import { useAuthStore, type CompanyDto } from '@kaamyaab/shared-api';
import { accountsApi } from '@kaamyaab/shared-api/client';
import { renderWithTheme } from '../test-fixtures';
import { CompanyProfile } from './company-profile';

const whole: CompanyDto = {
  _id: 'c1',
  companyName: 'Indus Digital Labs',
  pocName: 'Bilal Ahmed',
  pocId: '42101-7654321-3',
  companyNtn: '1234567-8',
  email: 'hiring@indus.pk',
  bio: 'A product studio in Karachi.',
  avatar: null,
  proofOfRegistrationFee: null,
  isActive: false,
  sentBack: null,
};

describe('CompanyProfile', () => {
  beforeEach(() =>
    useAuthStore.getState().loginSuccess('company', {
      statusCode: 200,
      success: true,
      message: 'Login successful',
      data: {
        company: {
          _id: 'c1',
          companyName: 'Indus Digital Labs',
          email: 'hiring@indus.pk',
          avatar: null,
          isActive: false,
        },
      },
    }),
  );
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
    useAuthStore.getState().logout();
  });

  it('shows Loading... until the server answers, then the POC ID and NTN from the session', async () => {
    let answer: (me: Awaited<ReturnType<typeof accountsApi.me>>) => void = () => undefined;
    jest.spyOn(accountsApi, 'me').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithTheme(<CompanyProfile />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => answer({ role: 'company', company: whole }));
    for (const text of [
      'Indus Digital Labs',
      'Bilal Ahmed',
      'A product studio in Karachi.',
      'hiring@indus.pk',
      '42101-7654321-3',
      '1234567-8',
      'Pending',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(JSON.stringify(useAuthStore.getState().accounts)).not.toContain('42101');
  });

  it('says so when the record cannot be loaded', async () => {
    jest.spyOn(accountsApi, 'me').mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithTheme(<CompanyProfile />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile could not be loaded. Please try again later.',
    );
  });
});
