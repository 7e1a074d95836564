import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from '@kaamyaab/shared-api/router';
import { loginAs, paths, useAuthStore, type SessionRole } from '@kaamyaab/shared-api';
import { PageLoading } from '../layout/page-loading';

/** The product's guards: the freelancer profile waits this long before sending a visitor to log in. */
export const MISSING_USER_REDIRECT_MS = 2000;

interface LoginRedirectProps {
  to: string;
  from: string;
}

/** 'Loading...', then the login after MISSING_USER_REDIRECT_MS (spec 'Guards'). */
function DelayedLoginRedirect({ to, from }: LoginRedirectProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => navigate(to, { replace: true, state: { from } }),
      MISSING_USER_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, to, from]);
  return <PageLoading />;
}

interface RequireRoleProps {
  role: SessionRole;
  redirectTo: string;
  /** The page whose spec asks for 'Loading...' and a 2 s wait before the redirect. */
  waitsAt?: string;
  children: ReactNode;
}

/**
 * The spec's guards: a role's area needs that role signed in, as the auth store says (it starts
 * from the stored 'user', 'company' and 'admin' entries), with that role's login form chosen;
 * the login brings the visitor back to the page asked for (`state.from`). They are for the
 * visitor's comfort only; the server authorizes every call from the session.
 */
function RequireRole({ role, redirectTo, waitsAt, children }: RequireRoleProps) {
  const location = useLocation();
  const signedIn = useAuthStore((state) => state.accounts[role] !== null);
  if (signedIn) return <>{children}</>;
  const from = `${location.pathname}${location.search}`;
  if (location.pathname === waitsAt) return <DelayedLoginRedirect to={redirectTo} from={from} />;
  return <Navigate to={redirectTo} replace state={{ from }} />;
}

export const RequireFreelancer = ({ children }: { children: ReactNode }) => (
  <RequireRole
    role="freelancer"
    redirectTo={loginAs('freelancer')}
    waitsAt={paths.freelancerProfile}
  >
    {children}
  </RequireRole>
);

export const RequireCompany = ({ children }: { children: ReactNode }) => (
  <RequireRole role="company" redirectTo={loginAs('company')}>
    {children}
  </RequireRole>
);

export const RequireAdmin = ({ children }: { children: ReactNode }) => (
  <RequireRole role="admin" redirectTo={paths.loginAdmin}>
    {children}
  </RequireRole>
);
