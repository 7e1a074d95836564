import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Avatar, avatarSources, initialsOf } from './avatar';

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

  const uploaded = '/api/v1/files/0b6e4f00-1d4e-4d8a-9e22-7e229a3412be';

  it("asks for an uploaded avatar's small size in lists and headers, and lets the browser pick by density", () => {
    renderWithTheme(<Avatar src={uploaded} name="Ayesha Khan" size={36} />);
    const image = screen.getByRole('img', { name: 'Ayesha Khan' });
    expect(image).toHaveAttribute('src', `${uploaded}/64`);
    expect(image).toHaveAttribute('srcset', `${uploaded}/64 64w, ${uploaded}/256 256w`);
    expect(image).toHaveAttribute('sizes', '36px');
    expect(image).toHaveAttribute('width', '36');
  });

  it('asks for the large size above 64 px, and for 64 px exactly the small one', () => {
    expect(avatarSources(uploaded, 72)[0]).toMatchObject({ src: `${uploaded}/256`, sizes: '72px' });
    expect(avatarSources(uploaded, 64)[0]?.src).toBe(`${uploaded}/64`);
    expect(avatarSources(uploaded, 400)[0]?.src).toBe(`${uploaded}/256`);
    expect(avatarSources(`https://kaamyaab.pk${uploaded}`, 48)[0]?.src).toBe(
      `https://kaamyaab.pk${uploaded}/64`,
    );
  });

  it('shows any other address as it is', () => {
    for (const other of ['blob:https://kaamyaab.pk/1', '/images/me.png', `${uploaded}/64`])
      expect(avatarSources(other, 48)).toEqual([{ src: other }]);
  });

  it('falls back to the picture as uploaded when its sizes fail, then to initials', () => {
    renderWithTheme(<Avatar src={uploaded} name="Ayesha Khan" size={72} />);
    fireEvent.error(screen.getByRole('img', { name: 'Ayesha Khan' }));
    const original = screen.getByRole('img', { name: 'Ayesha Khan' });
    expect(original).toHaveAttribute('src', uploaded);
    expect(original).not.toHaveAttribute('srcset');
    fireEvent.error(original);
    expect(screen.getByRole('img', { name: 'Ayesha Khan' })).toHaveTextContent('AK');
  });

  it('takes at most two initials', () => {
    expect(initialsOf('Muhammad Ali Jinnah')).toBe('MA');
    expect(initialsOf('  ')).toBe('?');
  });
});
