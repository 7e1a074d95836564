// Standalone mount for working on this remote alone (`npm run dev -w remote-public`). In the
// product the shell renders the exposed pages inside its own router and theme.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@kaamyaab/shared-api/router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@kaamyaab/shared-ui';
import HomePage from './expose/home-page';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <HomePage />
      </BrowserRouter>
    </ThemeProvider>,
  );
}
