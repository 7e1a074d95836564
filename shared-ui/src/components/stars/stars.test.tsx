import { act, screen } from '@testing-library/react';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { Stars } from './stars';

describe('Stars', () => {
  it.each([
    [1, '★☆☆'],
    [2, '★★☆'],
    [3, '★★★'],
  ])('shows %i of 3 stars', (count, glyphs) => {
    renderWithTheme(<Stars count={count} />);
    expect(screen.getByRole('img', { name: `${count} of 3 stars` })).toHaveTextContent(glyphs);
  });
});

describe('Stars in both languages', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('is read out in Urdu, then in English again', async () => {
    await act(() => setLanguage('ur'));
    renderWithTheme(<Stars count={2} />);
    expect(screen.getByRole('img', { name: '3 میں سے 2 ستارے' })).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(screen.getByRole('img', { name: '2 of 3 stars' })).toBeInTheDocument();
  });
});
