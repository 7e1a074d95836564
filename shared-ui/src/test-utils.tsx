import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** Each of these texts is on the page (a form's messages, a card's rows). */
export function expectEachShown(texts: readonly string[]) {
  for (const text of texts) expect(screen.getByText(text)).toBeInTheDocument();
}

/**
 * Submits a form whose required fields are missing: each of their messages shows, the focus is
 * on the first wrong field (when named), and the call that would send the form is never made.
 */
export async function expectSubmitRefused(
  send: jest.SpyInstance,
  { button, required, focused }: { button: string; required: readonly string[]; focused?: string },
) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  expectEachShown(required);
  if (focused) expect(screen.getByLabelText(focused)).toHaveFocus();
  expect(send).not.toHaveBeenCalled();
}

/**
 * A list read a page at a time: `fetch` answers `pages` in turn, the list is shown, and Load
 * more asks for the next page as `calledWith` says (the last page's cursor); what it brings
 * shows, and the button goes once the server has no more.
 */
export async function expectNextPageLoaded<P>(
  fetch: jest.SpyInstance<Promise<P>>,
  page: {
    pages: P[];
    render: () => void;
    button: string;
    shows: () => Promise<HTMLElement>;
    calledWith: unknown[];
  },
) {
  for (const answer of page.pages) fetch.mockResolvedValueOnce(answer);
  page.render();
  await userEvent.click(await screen.findByRole('button', { name: page.button }));
  expect(await page.shows()).toBeInTheDocument();
  expect(fetch).toHaveBeenLastCalledWith(...page.calledWith);
  expect(screen.queryByRole('button', { name: page.button })).not.toBeInTheDocument();
}

/** Presses Login with a field left empty: the banner says `sentence` and no login is sent. */
export async function expectLoginRefused(login: jest.SpyInstance, sentence: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByRole('alert')).toHaveTextContent(`Error: ${sentence}`);
  expect(login).not.toHaveBeenCalled();
}
