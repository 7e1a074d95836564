import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { UnderReview } from './under-review';

describe('UnderReview', () => {
  it("shows the spec's 'Hold Tight!' screen with an Explore link", () => {
    const { container } = renderWithTheme(<UnderReview exploreHref="/" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hold Tight!' })).toBeInTheDocument();
    expect(
      screen.getByText('Your account is under review and will be approved soon in next 24 hours.')
        .textContent,
    ).toBe('Your account is under review and will be approved soon in next 24 hours.');
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
