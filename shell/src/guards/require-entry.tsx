import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasEntry, paths, type StoredEntryKey } from '@kaamyaab/shared-api';

interface RequireEntryProps {
  entry: StoredEntryKey;
  redirectTo: string;
  children: ReactNode;
}

/**
 * The spec's guards: a role's area needs its stored entry. They are for the visitor's comfort
 * only; the server authorizes every call from the session.
 */
function RequireEntry({ entry, redirectTo, children }: RequireEntryProps) {
  const location = useLocation();
  if (!hasEntry(entry))
    return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

export const RequireFreelancer = ({ children }: { children: ReactNode }) => (
  <RequireEntry entry="user" redirectTo={paths.login}>
    {children}
  </RequireEntry>
);

export const RequireCompany = ({ children }: { children: ReactNode }) => (
  <RequireEntry entry="company" redirectTo={paths.login}>
    {children}
  </RequireEntry>
);

export const RequireAdmin = ({ children }: { children: ReactNode }) => (
  <RequireEntry entry="admin" redirectTo={paths.loginAdmin}>
    {children}
  </RequireEntry>
);
