import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { missingTranslations, theme } from '@kaamyaab/shared-ui';

function WithTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** Renders with the design tokens, as the shell does in the product (rerender keeps them). */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: WithTheme });
}

type Words = Parameters<typeof missingTranslations>[0];

/** The test every namespace passes: each key it has in English it has in Urdu, and back. */
export function itHasEveryKeyInBothLanguages(en: Words, ur: Words) {
  it('have every key in both English and Urdu', () => {
    expect(missingTranslations(en, ur)).toEqual({ notInUrdu: [], notInEnglish: [] });
  });
}
