import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { ErrorBanner } from './error-banner';

describe('ErrorBanner', () => {
  it("reads exactly 'Error: <message>' in a red alert, and renders nothing without one", () => {
    const { container, rerender } = renderWithTheme(<ErrorBanner message={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ErrorBanner message="" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ErrorBanner message="Login failed. Please try again later." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Error: Login failed. Please try again later.');
    expect(getComputedStyle(alert).color).toBe('rgb(180, 35, 24)');
  });
});
