import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import type { FieldErrors } from '../../lib/use-form';
import { CredentialsForm, type Credentials } from './credentials-form';

const validate = ({ email, password }: Credentials): FieldErrors =>
  email && password ? {} : { email: 'Please Enter Both, Email and Password.' };

function renderForm(onSubmit = jest.fn().mockResolvedValue(null)) {
  renderWithTheme(
    <CredentialsForm
      title="Freelancer Login"
      validate={validate}
      onSubmit={onSubmit}
      notice={{ tone: 'info', message: 'Please log in to continue.' }}
    />,
  );
  return onSubmit;
}

describe('CredentialsForm', () => {
  it("keeps the spec's English: Email, Password, Remember me, Login", async () => {
    const onSubmit = renderForm();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ayesha@example.pk');
    await userEvent.type(screen.getByLabelText('Password'), 'Shalimar-Garden-42');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledWith('ayesha@example.pk', 'Shalimar-Garden-42');
  });
});

describe('CredentialsForm in Urdu', () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(() => act(() => setLanguage('en')));

  it('labels its own fields in Urdu and shows the title the remote passed', async () => {
    const onSubmit = renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Freelancer Login' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'مجھے یاد رکھیں' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('ای میل'), 'ayesha@example.pk');
    await userEvent.type(screen.getByLabelText('پاس ورڈ'), 'Shalimar-Garden-42');
    await userEvent.click(screen.getByRole('button', { name: 'لاگ اِن' }));
    expect(onSubmit).toHaveBeenCalledWith('ayesha@example.pk', 'Shalimar-Garden-42');
  });
});
