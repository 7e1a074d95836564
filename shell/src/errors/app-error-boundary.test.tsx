import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@kaamyaab/shared-ui';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('page failed');
}

/** Sits outside the boundary, like the browser's own back button. */
function GoElsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/fine')}>
      elsewhere
    </button>
  );
}

function renderApp() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/broken']}>
        <GoElsewhere />
        <AppErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>a working page</p>} />
          </Routes>
        </AppErrorBoundary>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('the app error screen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the spec text and the three actions when a page throws', () => {
    renderApp();
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Don't worry, it's not your fault. Our team has been notified and we're working on fixing it.",
      ),
    ).toBeInTheDocument();
    for (const action of ['Go Back', 'Home', 'Try Again']) {
      expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
    }
  });

  it('resets when the route changes', async () => {
    renderApp();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByText('a working page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
