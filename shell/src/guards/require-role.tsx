import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@kaamyaab/shared-api/router';
import { loginAs, paths, useAuthStore, type SessionRole } from '@kaamyaab/shared-api';

interface RequireRoleProps {
  role: SessionRole;
  redirectTo: string;
  children: ReactNode;
}

/**
 * The spec's guards: a role's area needs that role signed in, as the auth store says (it starts
 * from the stored 'user', 'company' and 'admin' entries), with that role's login form chosen;
 * the login brings the visitor back to the page asked for (`state.from`). They are for the
 * visitor's comfort only; the server authorizes every call from the session.
 */
function RequireRole({ role, redirectTo, children }: RequireRoleProps) {
  const location = useLocation();
  const signedIn = useAuthStore((state) => state.accounts[role] !== null);
  if (!signedIn)
    return (
      <Navigate
        to={redirectTo}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  return <>{children}</>;
}

export const RequireFreelancer = ({ children }: { children: ReactNode }) => (
  <RequireRole role="freelancer" redirectTo={loginAs('freelancer')}>
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
