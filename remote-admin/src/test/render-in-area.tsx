import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@kaamyaab/shared-ui';

/** Renders an admin page as the shell shows it: with the theme, inside a router at `path`. */
export function renderInArea(page: ReactElement, path = '/') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </ThemeProvider>,
  );
}
