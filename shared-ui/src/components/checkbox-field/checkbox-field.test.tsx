import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { CheckboxField } from './checkbox-field';

describe('CheckboxField', () => {
  it('is named by its label, toggles from the keyboard and announces its error', async () => {
    renderWithTheme(
      <CheckboxField
        label="I agree that all information is correct"
        name="agree"
        error="You must agree"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree that all information is correct' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must agree');
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
  });
});
