import { act, screen } from '@testing-library/react';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each([
    ['pending', 'rgb(255, 244, 214)', 'rgb(122, 79, 0)'],
    ['accepted', 'rgb(227, 246, 236)', 'rgb(5, 96, 58)'],
    ['rejected', 'rgb(253, 236, 234)', 'rgb(161, 29, 18)'],
  ] as const)('shows %s in its colour (yellow, green, red)', (status, background, color) => {
    renderWithTheme(<StatusBadge status={status} />);
    const badge = screen.getByText(status);
    expect(badge.textContent).toBe(status);
    expect(getComputedStyle(badge).backgroundColor).toBe(background);
    expect(getComputedStyle(badge).color).toBe(color);
  });
});

describe('StatusBadge in both languages', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('names the status in Urdu, keeping its colour, and in English as before', async () => {
    await act(() => setLanguage('ur'));
    renderWithTheme(<StatusBadge status="accepted" />);
    const badge = screen.getByText('منظور');
    expect(badge).toHaveAttribute('data-status', 'accepted');
    await act(() => setLanguage('en'));
    expect(badge).toHaveTextContent(/^accepted$/);
  });
});
