import type { ReactNode } from 'react';
import { NavLink, useNavigate } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import {
  useNotificationBell,
  useSignOut,
  useVerificationPrompt,
} from '@kaamyaab/shared-api/client';
import {
  DashboardFrame,
  EmailVerificationNotice,
  NotificationBell,
  greetingFor,
  type RenderLinkArgs,
} from '@kaamyaab/shared-ui';

const navItems = [
  { label: 'Dashboard', to: paths.adminDashboard },
  { label: 'Manage Users', to: paths.adminManageUsers },
  { label: 'Contact inbox', to: paths.adminContactInbox },
];

const renderLink = ({ to, children, onClick }: RenderLinkArgs) => (
  <NavLink to={to} end onClick={onClick}>
    {children}
  </NavLink>
);

/** The admin area's frame: greeting by username, no approval check (spec section 2). */
export function AdminDashboardLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const admin = useSignedIn('admin');
  const bell = useNotificationBell();
  const verification = useVerificationPrompt(Boolean(admin));
  const username = admin?.username ?? 'Admin';

  const { loggingOut, logOut } = useSignOut('admin', admin?._id, () =>
    navigate(paths.loginAdmin, { replace: true }),
  );

  return (
    <DashboardFrame
      greeting={`${greetingFor(new Date())}, ${username}`}
      navItems={navItems}
      profilePath={paths.adminProfile}
      onLogout={logOut}
      loggingOut={loggingOut}
      userName={username}
      renderLink={renderLink}
      bell={<NotificationBell {...bell} renderLink={renderLink} />}
    >
      {verification ? <EmailVerificationNotice {...verification} /> : null}
      {children}
    </DashboardFrame>
  );
}
