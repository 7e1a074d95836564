import { act, screen } from '@testing-library/react';
import { setLanguage } from '@kaamyaab/shared-ui';
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

describe('ProgressBar in both languages', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('reports the percentage as each language writes it', async () => {
    renderWithTheme(<ProgressBar value={0.5} label="Profile complete" />);
    const bar = screen.getByRole('progressbar', { name: 'Profile complete' });
    expect(bar).toHaveAttribute('aria-valuetext', '50%');
    await act(() => setLanguage('ur'));
    expect(bar).toHaveAttribute(
      'aria-valuetext',
      new Intl.NumberFormat('ur-PK', { style: 'percent' }).format(0.5),
    );
  });
});
