import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@kaamyaab/shared-ui';
import {
  firstLoadModules,
  paths,
  useAuthStore,
  type AdminDto,
  type CompanyDto,
  type FreelancerDto,
} from '@kaamyaab/shared-api';
import { AppRoutes } from './router';

// Each remote page stands in as a marker naming the module it would load.
jest.mock('../federation/remote-page', () => ({
  RemotePage: ({
    remote,
    module,
    props,
  }: {
    remote: string;
    module: string;
    props?: { children?: ReactNode };
  }) => (
    <div data-testid="remote-page" data-module={`${remote}/${module}`}>
      {props?.children}
    </div>
  ),
}));

const answer = <T,>(data: T) => ({ statusCode: 200, success: true as const, message: 'ok', data });

function renderedModules(path: string): string[] {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return screen
    .queryAllByTestId('remote-page')
    .map((page) => page.getAttribute('data-module') ?? '');
}

/**
 * The first loads of the table of pages tell the shell which remote modules to load before its
 * first render, and the server which files to preload with each route's page. They must say what
 * the route table renders, for every route of the spec and nothing else.
 */
describe("the table of pages' first loads", () => {
  beforeAll(() => {
    const store = useAuthStore.getState();
    store.loginSuccess('freelancer', answer({ freelancer: { _id: 'f1' } as FreelancerDto }));
    store.loginSuccess('company', answer({ company: { _id: 'c1' } as CompanyDto }));
    store.loginSuccess(
      'admin',
      answer({ admin: { _id: 'a1' } as AdminDto, accessToken: 'a', refreshToken: 'r' }),
    );
  });
  afterEach(cleanup);
  afterAll(() => {
    useAuthStore.getState().logout();
    localStorage.clear();
  });

  it.each(Object.values(paths))('lists what %s renders', (path) => {
    const listed = (firstLoadModules[path] ?? []).map(
      ({ remote, module }) => `${remote}/${module}`,
    );
    expect(renderedModules(path)).toEqual(listed);
  });

  it('names no path outside the route table', () => {
    const known = new Set<string>(Object.values(paths));
    expect(Object.keys(firstLoadModules).filter((path) => !known.has(path))).toEqual([]);
  });
});
