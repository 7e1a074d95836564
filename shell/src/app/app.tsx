import { BrowserRouter } from '@kaamyaab/shared-api/router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@kaamyaab/shared-ui';
import { AppErrorBoundary } from '../errors/app-error-boundary';
import { AppRoutes } from './router';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      </BrowserRouter>
    </ThemeProvider>
  );
}
