import type { ReactNode } from 'react';
import { NavLink, useNavigate } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import {
  useNotificationBell,
  useSignOut,
  useVerificationPrompt,
} from '@kaamyaab/shared-api/client';
import { greetingIn } from '@kaamyaab/shared-ui';
import {
  DashboardFrame,
  PageUnderNotice,
  NotificationBell,
  type RenderLinkArgs,
} from '@kaamyaab/shared-ui/dashboard';
import { useAdminT } from '../../i18n/admin-strings';

const navItems = [
  { key: 'layout.dashboard', to: paths.adminDashboard },
  { key: 'layout.manageUsers', to: paths.adminManageUsers },
  { key: 'layout.contactInbox', to: paths.adminContactInbox },
] as const;

const renderLink = ({ to, children, onClick }: RenderLinkArgs) => (
  <NavLink to={to} end onClick={onClick}>
    {children}
  </NavLink>
);

/** The admin area's frame: greeting by username, no approval check: an admin needs none. */
export function AdminDashboardLayout({ children }: { children: ReactNode }) {
  const { t, language } = useAdminT();
  const navigate = useNavigate();
  const admin = useSignedIn('admin');
  const bell = useNotificationBell();
  const verification = useVerificationPrompt(Boolean(admin));
  const username = admin?.username ?? t('layout.fallbackName');

  const { loggingOut, logOut } = useSignOut('admin', admin?._id, () =>
    navigate(paths.loginAdmin, { replace: true }),
  );

  return (
    <DashboardFrame
      greeting={t('layout.greeting', {
        greeting: greetingIn(language, new Date()),
        name: username,
      })}
      navItems={navItems.map(({ key, to }) => ({ label: t(key), to }))}
      profilePath={paths.adminProfile}
      onLogout={logOut}
      loggingOut={loggingOut}
      userName={username}
      renderLink={renderLink}
      bell={<NotificationBell {...bell} renderLink={renderLink} />}
    >
      <PageUnderNotice {...verification}>{children}</PageUnderNotice>
    </DashboardFrame>
  );
}
