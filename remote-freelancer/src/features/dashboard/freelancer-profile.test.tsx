import { act, cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore, type FreelancerDto } from '@kaamyaab/shared-api';
import { accountsApi } from '@kaamyaab/shared-api/client';
import { renderWithTheme } from '../jobs/test-fixtures';
import { FreelancerProfile } from './freelancer-profile';

const whole: FreelancerDto = {
  _id: 'f1',
  fullName: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  number: '03001234567',
  CNIC: '35202-1234567-1',
  skills: 'React, Figma',
  bankAccount: 'PK36SCBL0000001123456702',
  currentlyEmployed: false,
  companyName: '',
  bio: 'Frontend developer from Lahore.',
  avatar: null,
  proofOfRegistrationFee: null,
  isActive: true,
  sentBack: null,
};

const renderProfile = () =>
  renderWithTheme(
    <MemoryRouter>
      <FreelancerProfile />
    </MemoryRouter>,
  );

describe('FreelancerProfile', () => {
  beforeEach(() =>
    useAuthStore.getState().loginSuccess('freelancer', {
      statusCode: 200,
      success: true,
      message: 'Login successful',
      data: {
        freelancer: {
          _id: 'f1',
          fullName: 'Ayesha Khan',
          email: 'ayesha@example.pk',
          avatar: null,
          isActive: true,
        },
      },
    }),
  );
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
    useAuthStore.getState().logout();
  });

  it('shows Loading... until the server answers, then the whole card from the session', async () => {
    let answer: (me: Awaited<ReturnType<typeof accountsApi.me>>) => void = () => undefined;
    const me = jest
      .spyOn(accountsApi, 'me')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderProfile();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => answer({ role: 'freelancer', freelancer: whole }));
    expect(me).toHaveBeenCalledTimes(1);
    for (const text of [
      'Ayesha Khan',
      'React, Figma',
      'Frontend developer from Lahore.',
      'ayesha@example.pk',
      '03001234567',
      '35202-1234567-1',
      'PK36SCBL0000001123456702',
      'Approved',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    // The card's copy stays in the card: the store keeps the session view only.
    expect(JSON.stringify(useAuthStore.getState().accounts)).not.toContain('35202');
  });

  it('says so when the record cannot be loaded', async () => {
    jest.spyOn(accountsApi, 'me').mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile could not be loaded. Please try again later.',
    );
  });

  it('asks the server nothing while no one is signed in', () => {
    useAuthStore.getState().logout();
    const me = jest.spyOn(accountsApi, 'me');
    renderProfile();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(me).not.toHaveBeenCalled();
  });
});
