import { act, screen } from '@testing-library/react';
import { setLanguage } from '../../i18n/i18n';
import { renderWithTheme } from '../../test-utils';
import { Logo } from './logo';

describe('Logo', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('writes the name in the language shown, the mark hidden from screen readers', async () => {
    const { container } = renderWithTheme(<Logo />);
    expect(container).toHaveTextContent(/^Kaamyaab$/);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await act(() => setLanguage('ur'));
    expect(screen.getByText('کامیاب')).toBeInTheDocument();
  });
});
