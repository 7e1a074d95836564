import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@kaamyaab/shared-ui';
import { PageLoading } from './page-loading';

// index.html is the shell's template; its first paint stands where PageLoading will.
const template = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');

describe("the first paint the HTML brings, before the app's scripts", () => {
  it("says PageLoading's words, as a status, inside the app's root", () => {
    render(
      <ThemeProvider theme={theme}>
        <PageLoading />
      </ThemeProvider>,
    );
    const page = new DOMParser().parseFromString(template, 'text/html');
    const bootStatus = page.querySelector('#root > .boot-status');
    expect(bootStatus?.getAttribute('role')).toBe('status');
    expect(bootStatus?.textContent).toBe(screen.getByRole('status').textContent);
  });

  it("is set in GlobalStyle's body font and PageLoading's colour", () => {
    // Prettier may break a long declaration over lines.
    const style = template.replace(/\s+/g, ' ');
    expect(style).toContain(`font-family: ${theme.fonts.body};`);
    expect(style).toContain(`color: ${theme.colors.textMuted};`);
  });
});
