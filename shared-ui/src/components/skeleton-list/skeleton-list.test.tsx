import { act, screen } from '@testing-library/react';
import { setLanguage } from '@kaamyaab/shared-ui';
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

describe('SkeletonList in both languages', () => {
  afterEach(() => act(() => setLanguage('en')));

  it("says 'لوڈ ہو رہا ہے...' in Urdu and 'Loading...' in English", async () => {
    await act(() => setLanguage('ur'));
    renderWithTheme(<SkeletonList />);
    expect(screen.getByRole('status')).toHaveTextContent('لوڈ ہو رہا ہے...');
    await act(() => setLanguage('en'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
