import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '@kaamyaab/shared-ui/testing';

/**
 * Renders an area's page as the shell shows it: with the theme, inside a router at `path`.
 * In src/test, as the tests' own code: no page ships it, so it may take react-router whole.
 */
export function renderInArea(page: ReactElement, path = '/') {
  return renderWithTheme(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}
