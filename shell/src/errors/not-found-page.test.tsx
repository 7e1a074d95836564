import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@kaamyaab/shared-ui';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('names itself in the tab as its heading does and links back home', () => {
    document.title = 'Kaamyaab';
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/no-such-page']}>
          <NotFoundPage />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    expect(document.title).toBe('404 - Page Not Found | Kaamyaab');
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'The page you are looking for does not exist or has moved.',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
