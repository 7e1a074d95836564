import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { SkeletonList } from './skeleton-list';

describe('SkeletonList', () => {
  it('shows three busy placeholder cards by default and says Loading...', () => {
    const { container } = renderWithTheme(<SkeletonList />);
    expect(screen.getAllByTestId('skeleton-item')).toHaveLength(3);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows as many as asked', () => {
    renderWithTheme(<SkeletonList count={5} />);
    expect(screen.getAllByTestId('skeleton-item')).toHaveLength(5);
  });
});
