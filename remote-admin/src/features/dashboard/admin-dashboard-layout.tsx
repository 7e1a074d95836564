import type { ReactNode } from 'react';
import { useNavigate } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import {
  renderNavLink,
  useNotificationBell,
  useSignOut,
  useVerificationPrompt,
} from '@kaamyaab/shared-api/client';
import { SignedInFrame } from '@kaamyaab/shared-ui/dashboard';
import { useAdminT } from '../../i18n/admin-strings';

const navItems = [
  { key: 'layout.dashboard', to: paths.adminDashboard },
  { key: 'layout.manageUsers', to: paths.adminManageUsers },
  { key: 'layout.contactInbox', to: paths.adminContactInbox },
  { key: 'layout.payIns', to: paths.adminPayIns },
  { key: 'layout.statements', to: paths.adminStatements },
  { key: 'layout.moneyDesk', to: paths.adminMoneyDesk },
  { key: 'layout.payouts', to: paths.adminPayouts },
  { key: 'layout.moderation', to: paths.adminModeration },
] as const;

/** The admin area's frame: greeting by username, no approval check: an admin needs none. */
export function AdminDashboardLayout({ children }: { children: ReactNode }) {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const admin = useSignedIn('admin');
  const bell = useNotificationBell();
  const verification = useVerificationPrompt(Boolean(admin));
  const username = admin?.username ?? t('layout.fallbackName');
  const { loggingOut, logOut } = useSignOut('admin', admin?._id, () =>
    navigate(paths.loginAdmin, { replace: true }),
  );
  return (
    <SignedInFrame
      words={t}
      greetingName={username}
      userName={username}
      navItems={navItems.map(({ key, to }) => ({ label: t(key), to }))}
      profilePath={paths.adminProfile}
      loggingOut={loggingOut}
      logOut={logOut}
      bell={bell}
      verification={verification}
      renderLink={renderNavLink}
    >
      {children}
    </SignedInFrame>
  );
}
