import { screen } from '@testing-library/react';
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
