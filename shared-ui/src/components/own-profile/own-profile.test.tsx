import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { OwnProfile } from './own-profile';
import { ProfileEditForm } from './profile-edit-form';

function renderProfile() {
  renderWithTheme(
    <OwnProfile<{ name: string }>
      name="Ayesha Khan"
      rows={[['City', 'Lahore']]}
      renderForm={({ onCancel }) => (
        <ProfileEditForm error={null} submitting={false} onSubmit={jest.fn()} onCancel={onCancel}>
          <p>the fields</p>
        </ProfileEditForm>
      )}
      onSaved={jest.fn()}
      password={{ validate: () => ({}), onSubmit: jest.fn() }}
      consequences={<p>What goes.</p>}
      closing={{ validate: () => ({}), onClose: jest.fn() }}
    />,
  );
}

describe('OwnProfile', () => {
  it('shows the card, Edit profile, the password change and closing the account', async () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Close your account' })).toBeVisible();
    expect(screen.getByLabelText('Your password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  });
});

describe('OwnProfile in Urdu', () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(() => act(() => setLanguage('en')));

  it('says its own words in Urdu, the edit form and closing the account included', async () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'پروفائل' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'اپنا اکاؤنٹ بند کریں' })).toBeVisible();
    expect(screen.getByLabelText('آپ کا پاس ورڈ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'میرا اکاؤنٹ بند کریں' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'پروفائل میں تبدیلی کریں' }));
    expect(screen.getByRole('form', { name: 'پروفائل میں تبدیلی کریں' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'منسوخ کریں' })).toBeVisible();
  });
});
