import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@kaamyaab/shared-ui';

function WithTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** Renders with the design tokens, as the shell does in the product (rerender keeps them). */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: WithTheme });
}
