import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
