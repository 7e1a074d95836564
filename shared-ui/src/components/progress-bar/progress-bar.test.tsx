import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('reports the value in percent', () => {
    renderWithTheme(<ProgressBar value={0.456} label="Profile complete" />);
    const bar = screen.getByRole('progressbar', { name: 'Profile complete' });
    expect(bar).toHaveAttribute('aria-valuenow', '46');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('clamps values outside 0..1', () => {
    const { rerender } = renderWithTheme(<ProgressBar value={1.7} label="Upload" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar value={-1} label="Upload" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
