import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { TextField } from './text-field';

describe('TextField', () => {
  it('ties the input to its label, hint and error', () => {
    renderWithTheme(
      <TextField label="Email" name="email" hint="We never share it" error="Email is required" />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Email is required');
    expect(getComputedStyle(screen.getByText('Email is required')).color).toBe('rgb(180, 35, 24)');
  });

  it('is not invalid without an error, and passes native props through', async () => {
    const onChange = jest.fn();
    renderWithTheme(<TextField label="Name" name="name" type="text" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'Ali');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});

describe('TextField in both directions', () => {
  afterEach(() => act(() => setLanguage('en')));

  it.each(['email', 'password', 'tel', 'number', 'url'])(
    'keeps a %s field left to right on an Urdu page, its label in the page direction',
    async (type) => {
      await act(() => setLanguage('ur'));
      renderWithTheme(<TextField label="ای میل" name="field" type={type} />);
      expect(screen.getByLabelText('ای میل')).toHaveAttribute('dir', 'ltr');
      expect(screen.getByText('ای میل')).not.toHaveAttribute('dir');
    },
  );

  it('keeps digits typed on a numeric keypad (a CNIC, an amount) left to right', async () => {
    await act(() => setLanguage('ur'));
    renderWithTheme(<TextField label="شناختی کارڈ" name="cnic" inputMode="numeric" />);
    expect(screen.getByLabelText('شناختی کارڈ')).toHaveAttribute('dir', 'ltr');
  });

  it("leaves words in the page's direction, and a caller's dir wins", async () => {
    await act(() => setLanguage('ur'));
    renderWithTheme(
      <>
        <TextField label="نام" name="name" />
        <TextField label="IBAN" name="iban" dir="ltr" />
        <TextField label="Email" name="email" type="email" dir="auto" />
      </>,
    );
    expect(screen.getByLabelText('نام')).not.toHaveAttribute('dir');
    expect(screen.getByLabelText('IBAN')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Email')).toHaveAttribute('dir', 'auto');
  });

  it('is unchanged in English: an email field left to right, a name field without a direction', () => {
    renderWithTheme(
      <>
        <TextField label="Email" name="email" type="email" />
        <TextField label="Full name" name="fullName" />
      </>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('dir');
  });
});
