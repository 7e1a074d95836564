// Standalone mount for working on this remote alone (`npm run dev -w remote-admin`). In the
// product the shell renders the exposed pages inside its own router and theme.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@kaamyaab/shared-api/router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@kaamyaab/shared-ui';
import { AdminLoginForm } from './features/auth/admin-login-form';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <AdminLoginForm />
      </BrowserRouter>
    </ThemeProvider>,
  );
}
