import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  saveAdminEntry,
  saveEntry,
  useAuthStore,
  type AdminDto,
  type CompanyDto,
  type FreelancerDto,
} from '@kaamyaab/shared-api';
import { ThemeProvider } from 'styled-components';
import { theme } from '@kaamyaab/shared-ui';
import { RequireAdmin, RequireCompany, RequireFreelancer } from './require-role';

const answer = <T,>(data: T) => ({ statusCode: 200, success: true as const, message: 'ok', data });
const freelancer = { _id: 'f1', fullName: 'Ayesha Khan' } as FreelancerDto;
const company = { _id: 'c1', companyName: 'Indus Digital Labs' } as CompanyDto;
const admin = { _id: 'a1', username: 'noor' } as AdminDto;
const tokens = { accessToken: 'a', refreshToken: 'r' };

/** The login page, saying which form it opens and where the login should go back to. */
function LoginPage() {
  const { search, state } = useLocation();
  return (
    <p>
      login page <span data-testid="asked">{`${search} ${JSON.stringify(state)}`}</span>
    </p>
  );
}

function renderAt(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/login-admin" element={<p>admin login page</p>} />
          <Route
            path="/freelancer/*"
            element={<RequireFreelancer>freelancer area</RequireFreelancer>}
          />
          <Route
            path="/freelancer-dashboard/*"
            element={<RequireFreelancer>freelancer dashboard</RequireFreelancer>}
          />
          <Route path="/company" element={<RequireCompany>company area</RequireCompany>} />
          <Route path="/admin" element={<RequireAdmin>admin area</RequireAdmin>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** Renders the routes at `path` and checks that `text` is what the visitor sees there. */
function expectPageAt(path: string, text: string) {
  const view = renderAt(path);
  expect(screen.getByText(text)).toBeInTheDocument();
  return view;
}

describe('guards', () => {
  afterEach(() => {
    cleanup();
    useAuthStore.getState().logout();
    localStorage.clear();
  });

  it.each([
    ['/freelancer', 'login page'],
    ['/company', 'login page'],
    ['/admin', 'admin login page'],
  ])('sends a visitor the auth store has not signed in from %s to the %s', (path, destination) => {
    expectPageAt(path, destination);
  });

  it("shows the freelancer profile's 'Loading...' for 2 s before the login, as the spec asks", () => {
    jest.useFakeTimers();
    try {
      renderAt('/freelancer-dashboard/profile');
      expect(screen.getByText('Loading...')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1999));
      expect(screen.queryByText(/login page/)).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('asked')).toHaveTextContent(
        '?as=freelancer {"from":"/freelancer-dashboard/profile"}',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets a role in once its login has reached the auth store', () => {
    useAuthStore.getState().loginSuccess('freelancer', answer({ freelancer }));
    expectPageAt('/freelancer', 'freelancer area');
  });

  it('lets a company and an admin in with the entries the store was hydrated from', () => {
    saveEntry('company', answer({ company }));
    saveAdminEntry(admin, tokens);
    useAuthStore.getState().hydrate();
    expectPageAt('/company', 'company area').unmount();
    expectPageAt('/admin', 'admin area');
  });

  it('reads the store, not localStorage: an entry written behind its back opens nothing', () => {
    saveEntry('user', answer({ freelancer }));
    expectPageAt('/freelancer', 'login page');
  });

  it('keeps each role to its own area when several are signed in', () => {
    useAuthStore.getState().loginSuccess('freelancer', answer({ freelancer }));
    useAuthStore.getState().loginSuccess('admin', answer({ admin, ...tokens }));
    expectPageAt('/company', 'login page').unmount();
    expectPageAt('/freelancer', 'freelancer area');
  });

  it('sends the visitor out as soon as the store signs the role out', () => {
    useAuthStore.getState().loginSuccess('admin', answer({ admin, ...tokens }));
    expectPageAt('/admin', 'admin area');
    act(() => useAuthStore.getState().logout('admin'));
    expect(screen.getByText('admin login page')).toBeInTheDocument();
  });

  it.each([
    ['/freelancer/jobs/42?from=share', '?as=freelancer'],
    ['/company', '?as=company'],
  ])("opens the role's login form from %s and asks it to come back", (path, form) => {
    renderAt(path);
    expect(screen.getByTestId('asked')).toHaveTextContent(`${form} {"from":"${path}"}`);
  });
});
