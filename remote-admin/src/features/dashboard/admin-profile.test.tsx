import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@kaamyaab/shared-api';
import { profileApi } from '@kaamyaab/shared-api/client';
import { anAdminLogin, signIn, signOutAfterEach, renderInArea } from '@kaamyaab/shared-api/testing';
import { setLanguage } from '@kaamyaab/shared-ui';
import { AdminProfile } from './admin-profile';

const renderProfile = () => renderInArea(<AdminProfile />);

describe('AdminProfile', () => {
  beforeEach(() => signIn('admin', anAdminLogin()));
  signOutAfterEach();

  it('names its rows, title and username field in Urdu', async () => {
    await act(() => setLanguage('ur'));
    try {
      renderProfile();
      expect(screen.getByText('یوزر نیم')).toBeVisible();
      expect(screen.getByText('ای میل')).toBeVisible();
      expect(document.title).toBe('ایڈمن پروفائل | کامیاب');
      // The card's first button is shared-ui's 'Edit profile'.
      await userEvent.click(screen.getAllByRole('button')[0]!);
      expect(screen.getByLabelText('یوزر نیم')).toHaveValue('noor');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('changes the username, keeping the stored entry in step', async () => {
    const save = jest.spyOn(profileApi, 'saveAdminProfile');
    save.mockImplementation(async (username) => {
      useAuthStore.getState().refreshAdmin({ ...anAdminLogin().admin, username });
      return null;
    });
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const username = screen.getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'Noor Fatima');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(save).toHaveBeenCalledWith('Noor Fatima');
    expect(await screen.findByText('Your profile has been updated.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Noor Fatima' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem('admin') ?? '{}').username).toBe('Noor Fatima');
  });
});
