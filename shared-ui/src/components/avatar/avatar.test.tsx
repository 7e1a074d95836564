import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Avatar, initialsOf } from './avatar';

describe('Avatar', () => {
  it('shows the picture with the name as alt text', () => {
    renderWithTheme(<Avatar src="/files/me.png" name="Ayesha Khan" size={48} />);
    const image = screen.getByRole('img', { name: 'Ayesha Khan' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('width', '48');
  });

  it('falls back to initials without a picture or when it fails to load', () => {
    const { rerender } = renderWithTheme(<Avatar name="Ayesha Khan" />);
    expect(screen.getByRole('img', { name: 'Ayesha Khan' })).toHaveTextContent('AK');
    rerender(<Avatar src="/broken.png" name="Ayesha Khan" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ayesha Khan' }));
    expect(screen.getByRole('img', { name: 'Ayesha Khan' }).tagName).toBe('SPAN');
    rerender(<Avatar src="/fixed.png" name="Ayesha Khan" />);
    expect(screen.getByRole('img', { name: 'Ayesha Khan' }).tagName).toBe('IMG');
  });

  it('takes at most two initials', () => {
    expect(initialsOf('Muhammad Ali Jinnah')).toBe('MA');
    expect(initialsOf('  ')).toBe('?');
  });
});
