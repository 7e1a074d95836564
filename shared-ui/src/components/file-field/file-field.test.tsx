import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { FileField } from './file-field';

describe('FileField', () => {
  it('hands over the chosen file, states its limits and names the file', async () => {
    const onChange = jest.fn();
    const { rerender } = renderWithTheme(
      <FileField
        label="Avatar"
        name="avatar"
        accept="image/png,image/jpeg,image/webp,application/pdf"
        hint="PNG, JPEG, WebP or PDF, up to 5 MB"
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('Avatar');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('PNG, JPEG, WebP or PDF, up to 5 MB');
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onChange).toHaveBeenCalledWith(file);

    rerender(
      <FileField
        label="Avatar"
        name="avatar"
        accept="image/png"
        hint="PNG, up to 5 MB"
        error="File is too large"
        fileName="me.png"
        onChange={onChange}
      />,
    );
    expect(screen.getByText('me.png')).toBeInTheDocument();
    expect(screen.getByLabelText('Avatar')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Avatar')).toHaveAccessibleDescription(
      'PNG, up to 5 MB File is too large',
    );
  });

  it('can shrink to a narrow card instead of widening the page', () => {
    renderWithTheme(
      <FileField label="Avatar" name="avatar" accept="image/png" onChange={jest.fn()} />,
    );
    const style = getComputedStyle(screen.getByLabelText('Avatar'));
    expect(style.minWidth).toBe('0');
    expect(style.width).toBe('100%');
    expect(style.maxWidth).toBe('100%');
  });
});
