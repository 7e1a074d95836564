import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { ChangePasswordForm, type PasswordChangeValues } from './change-password-form';

/** The contract's rules in short, so this test needs no zod (shared-ui knows React only). */
const validate = (values: PasswordChangeValues) => {
  const errors: Record<string, string> = {};
  if (!values.currentPassword) errors.currentPassword = 'Current password is required';
  if (values.newPassword.length < 8) errors.newPassword = 'Password must be at least 8 characters';
  if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = 'The two new passwords are not the same';
  return errors;
};

async function fillIn(current: string, next: string, confirm = next) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
}

describe('ChangePasswordForm', () => {
  it('shows each rule under its field and calls nothing while one fails', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<ChangePasswordForm validate={validate} onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument();
    await fillIn('', 'short', 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is required',
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters'),
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two new passwords are not the same',
    );
  });

  it("shows the server's sentence when the current password is wrong, and keeps the fields", async () => {
    const onSubmit = jest.fn().mockResolvedValue('Your current password is not correct.');
    renderWithTheme(<ChangePasswordForm validate={validate} onSubmit={onSubmit} />);
    await fillIn('not-mine', 'Badshahi-Mosque-1673');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).toHaveBeenCalledWith('not-mine', 'Badshahi-Mosque-1673');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is not correct.',
    );
    expect(screen.getByLabelText('New password')).toHaveValue('Badshahi-Mosque-1673');
  });

  it('says the password changed and the other sessions ended, and empties the form', async () => {
    const onSubmit = jest.fn().mockResolvedValue(null);
    renderWithTheme(
      <ChangePasswordForm validate={validate} onSubmit={onSubmit} headingLevel={3} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Change password' })).toBeInTheDocument();
    await fillIn('Shalimar-Garden-42', 'Badshahi-Mosque-1673');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'Your password has been changed. You have been logged out everywhere else.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    for (const label of ['Current password', 'New password', 'Confirm new password'])
      expect(screen.getByLabelText(label)).toHaveValue('');
  });
});

describe('ChangePasswordForm in Urdu', () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(() => act(() => setLanguage('en')));

  it('asks for the passwords in Urdu and says in Urdu that it changed', async () => {
    const onSubmit = jest.fn().mockResolvedValue(null);
    renderWithTheme(<ChangePasswordForm validate={() => ({})} onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { level: 2, name: 'پاس ورڈ تبدیل کریں' })).toBeVisible();
    expect(screen.getByLabelText('نیا پاس ورڈ')).toHaveAccessibleDescription('کم از کم 8 حروف۔');
    await userEvent.type(screen.getByLabelText('موجودہ پاس ورڈ'), 'Shalimar-Garden-42');
    await userEvent.type(screen.getByLabelText('نیا پاس ورڈ'), 'Badshahi-Mosque-1673');
    await userEvent.type(screen.getByLabelText('نیا پاس ورڈ دوبارہ لکھیں'), 'Badshahi-Mosque-1673');
    await userEvent.click(screen.getByRole('button', { name: 'پاس ورڈ تبدیل کریں' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'آپ کا پاس ورڈ تبدیل ہو گیا ہے۔ باقی تمام جگہوں سے آپ کو لاگ آؤٹ کر دیا گیا ہے۔',
    );
  });
});
