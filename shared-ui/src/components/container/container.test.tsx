import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Container } from './container';

describe('Container', () => {
  it('centres content at 72rem', () => {
    renderWithTheme(<Container>page</Container>);
    const box = screen.getByText('page');
    expect(getComputedStyle(box).maxWidth).toBe('72rem');
    expect(getComputedStyle(box).marginLeft).toBe('auto');
  });
});
