import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { FileField } from './file-field';

const props = {
  label: 'Avatar',
  name: 'avatar',
  accept: 'image/png,image/jpeg,image/webp,application/pdf',
  hint: 'PNG, JPEG, WebP or PDF, up to 5 MB',
};

const picker = () => screen.getByLabelText<HTMLInputElement>('Avatar');

describe('FileField', () => {
  it('is reached by Tab, hands over the chosen file and states its limits and its error', async () => {
    const onChange = jest.fn();
    const { rerender } = renderWithTheme(<FileField {...props} onChange={onChange} />);
    expect(picker()).toHaveAttribute('type', 'file');
    await userEvent.tab();
    expect(picker()).toHaveFocus();
    expect(picker()).toHaveAccessibleDescription('PNG, JPEG, WebP or PDF, up to 5 MB');
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await userEvent.upload(picker(), file);
    expect(onChange).toHaveBeenCalledWith(file);

    rerender(
      <FileField
        {...props}
        hint="PNG, up to 5 MB"
        error="File is too large"
        fileName="me.png"
        onChange={onChange}
      />,
    );
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(picker()).toHaveAccessibleDescription('PNG, up to 5 MB File is too large');
  });

  it('names the chosen file once, in the picker itself', async () => {
    const onChange = jest.fn();
    const { rerender } = renderWithTheme(<FileField {...props} onChange={onChange} />);
    await userEvent.upload(picker(), new File(['x'], 'avatar.png', { type: 'image/png' }));
    rerender(<FileField {...props} fileName="avatar.png" onChange={onChange} />);
    expect(picker().files?.[0]?.name).toBe('avatar.png');
    expect(screen.queryByText(/avatar\.png/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Selected file/)).not.toBeInTheDocument();
  });

  it('empties the picker when the form lets go of the file', async () => {
    const onChange = jest.fn();
    const { rerender } = renderWithTheme(<FileField {...props} onChange={onChange} />);
    await userEvent.upload(picker(), new File(['x'], 'avatar.png', { type: 'image/png' }));
    rerender(<FileField {...props} fileName="avatar.png" onChange={onChange} />);
    rerender(<FileField {...props} onChange={onChange} />);
    expect(picker().files).toHaveLength(0);
    expect(picker()).toHaveValue('');
  });

  it('can shrink to a narrow card instead of widening the page', () => {
    renderWithTheme(<FileField {...props} onChange={jest.fn()} />);
    const style = getComputedStyle(picker());
    expect(style.minWidth).toBe('0');
    expect(style.width).toBe('100%');
    expect(style.maxWidth).toBe('100%');
  });
});
