import { renderWithTheme } from '../../test-utils';
import { LineIcon } from './line-icon';

describe('LineIcon', () => {
  it('draws its path as an outline that assistive technology skips', () => {
    const { container } = renderWithTheme(<LineIcon path="M4 5h16v11H8l-4 4z" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.querySelector('path')).toHaveAttribute('d', 'M4 5h16v11H8l-4 4z');
    expect(svg?.querySelector('path')).toHaveAttribute('fill', 'none');
    expect(svg?.querySelector('path')).toHaveAttribute('stroke', 'currentColor');
  });
});
