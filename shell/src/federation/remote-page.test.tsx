import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@kaamyaab/shared-ui';
import { preloadPagesOf, RemotePage } from './remote-page';
import { loadRemoteModule, RemoteLoadError } from './remote-registry';

// The federation runtime stands in: each module is a page naming itself, or a failed fetch.
jest.mock('./remote-registry', () => {
  const actual = jest.requireActual('./remote-registry');
  return { ...actual, loadRemoteModule: jest.fn() };
});
const load = jest.mocked(loadRemoteModule);

function pageNamed(name: string) {
  return { default: () => <h1>{name}</h1> };
}

const renderPage = (page: ReactNode) => render(<ThemeProvider theme={theme}>{page}</ThemeProvider>);

describe('RemotePage', () => {
  beforeEach(() => load.mockReset());

  it("shows a page the address preloaded in the first render, with no 'Loading...' first", async () => {
    load.mockImplementation(async (_remote, module) => pageNamed(module));
    await preloadPagesOf('/freelancer-dashboard/jobs');
    expect(load.mock.calls).toEqual([
      ['freelancer', 'DashboardLayout'],
      ['freelancer', 'JobsPage'],
    ]);
    renderPage(<RemotePage remote="freelancer" module="JobsPage" />);
    expect(screen.getByRole('heading', { name: 'JobsPage' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows 'Loading...' while a page that was not preloaded arrives, and loads it once", async () => {
    load.mockImplementation(async (_remote, module) => pageNamed(module));
    renderPage(<RemotePage remote="public" module="BlogsPage" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'BlogsPage' })).toBeInTheDocument();
    await act(() => preloadPagesOf('/blogs'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("settles when a preloaded remote is down, and the page shows that area's panel", async () => {
    load.mockRejectedValue(new RemoteLoadError('admin', new Error('remoteEntry.js: 502')));
    await expect(preloadPagesOf('/login-admin')).resolves.toBeUndefined();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<RemotePage remote="admin" module="LoginPage" />);
    expect(await screen.findByTestId('remote-unavailable-admin')).toBeInTheDocument();
  });

  it('preloads nothing for an address no route lists', async () => {
    await preloadPagesOf('/no-such-page');
    expect(load).not.toHaveBeenCalled();
  });
});
