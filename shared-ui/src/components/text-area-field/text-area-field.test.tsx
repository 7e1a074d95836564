import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('labels the textarea and announces its error', () => {
    renderWithTheme(<TextAreaField label="Cover letter" name="cover" error="Too short" rows={4} />);
    const textarea = screen.getByRole('textbox', { name: 'Cover letter' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Too short');
  });

  it('is valid without an error', () => {
    renderWithTheme(<TextAreaField label="Bio" name="bio" />);
    expect(screen.getByLabelText('Bio')).not.toHaveAttribute('aria-invalid');
  });
});
