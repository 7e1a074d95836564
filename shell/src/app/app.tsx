import { BrowserRouter } from '@kaamyaab/shared-api/router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@kaamyaab/shared-ui';
import { AppErrorBoundary } from '../errors/app-error-boundary';
import { AppRoutes } from './router';
import { useRouteFocus } from '../navigation/use-route-focus';
import { OfflineNotice } from '../offline/offline-notice';

function Routed() {
  useRouteFocus();
  return <AppRoutes />;
}

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <OfflineNotice />
      <BrowserRouter>
        <AppErrorBoundary>
          <Routed />
        </AppErrorBoundary>
      </BrowserRouter>
    </ThemeProvider>
  );
}
