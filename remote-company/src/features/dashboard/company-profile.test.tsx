import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore } from '@kaamyaab/shared-api';
import { accountsApi, profileApi } from '@kaamyaab/shared-api/client';
import { aCompany, signIn, signOutAfterEach } from '@kaamyaab/shared-api/testing';
import { renderWithTheme } from '../test-fixtures';
import { CompanyProfile } from './company-profile';

const whole = aCompany({ isActive: false });

const renderProfile = () =>
  renderWithTheme(
    <MemoryRouter>
      <CompanyProfile />
    </MemoryRouter>,
  );

describe('CompanyProfile', () => {
  beforeEach(() => signIn('company', { company: whole }));
  signOutAfterEach();

  it('shows Loading... until the server answers, then the POC ID and NTN from the session', async () => {
    let answer: (me: Awaited<ReturnType<typeof accountsApi.me>>) => void = () => undefined;
    jest.spyOn(accountsApi, 'me').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderProfile();
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
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile could not be loaded. Please try again later.',
    );
  });

  it('edits the point of contact, saying it goes back for review, and shows the saved card', async () => {
    jest.spyOn(accountsApi, 'me').mockResolvedValue({ role: 'company', company: whole });
    const save = jest
      .spyOn(profileApi, 'saveProfile')
      .mockResolvedValue({ account: { ...whole, pocName: 'Sana Mir' } });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(within(form).getByText(/point of contact sends your account back/)).toBeVisible();
    const poc = within(form).getByLabelText('Point of contact name');
    await userEvent.clear(poc);
    await userEvent.type(poc, 'Sana Mir');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(save.mock.calls[0]?.[0]).toBe('company');
    expect((save.mock.calls[0]?.[1] as FormData).get('pocName')).toBe('Sana Mir');
    expect(await screen.findByText('Your profile has been updated.')).toBeVisible();
    expect(screen.getByText('Sana Mir')).toBeVisible();
  });
});
