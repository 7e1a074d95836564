import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps the text readable but clips it off screen', () => {
    renderWithTheme(<VisuallyHidden>Loading...</VisuallyHidden>);
    const text = screen.getByText('Loading...');
    expect(getComputedStyle(text).position).toBe('absolute');
    expect(getComputedStyle(text).width).toBe('1px');
  });
});
