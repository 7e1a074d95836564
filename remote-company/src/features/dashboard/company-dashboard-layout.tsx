import type { ReactNode } from 'react';
import { NavLink, useNavigate } from '@kaamyaab/shared-api/router';
import { firstWord, paths } from '@kaamyaab/shared-api';
import {
  useFreshAccount,
  useVerificationPrompt,
  useHoldTight,
  useNotificationBell,
  useSignOut,
  useUnreadMessages,
} from '@kaamyaab/shared-api/client';
import {
  DashboardFrame,
  EmailVerificationNotice,
  NotificationBell,
  UnderReview,
  type CorrectionField,
  greetingFor,
  type RenderLinkArgs,
} from '@kaamyaab/shared-ui';
import type { CompanyDto } from '@kaamyaab/shared-api/contract';

const navItems = [
  { label: 'Dashboard', to: paths.companyDashboard },
  { label: 'Post Job', to: paths.companyPostJob },
  { label: 'Posted Jobs', to: paths.companyJobsPosted },
  { label: 'Find Talent', to: paths.companyTalent },
];

/** The details a sent-back account corrects, prefilled from its whole record. */
const correctionFields = (account: CompanyDto): CorrectionField[] => [
  { name: 'companyName', label: 'Company name', value: account.companyName },
  { name: 'pocName', label: 'Point of contact name', value: account.pocName },
  { name: 'pocId', label: "Point of contact's CNIC", value: account.pocId, inputMode: 'numeric' },
  { name: 'companyNtn', label: 'Company tax number (NTN)', value: account.companyNtn },
];

const renderLink = ({ to, children, onClick }: RenderLinkArgs) => (
  <NavLink to={to} end onClick={onClick}>
    {children}
  </NavLink>
);

/** Spec: greeting with the first word of companyName; an unapproved company sees 'Hold Tight!'. */
export function CompanyDashboardLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const company = useFreshAccount('company', () => navigate(paths.login));
  // Approved or not, an unverified address is asked for (a notice, never a lock).
  const verification = useVerificationPrompt(Boolean(company));
  const { loggingOut, logOut } = useSignOut('company', company?._id, () =>
    navigate(paths.login, { replace: true }),
  );
  const bell = useNotificationBell();
  const unreadMessages = useUnreadMessages(Boolean(company?.isActive));

  const holdTight = useHoldTight(
    'company',
    Boolean(company && !company.isActive),
    correctionFields,
  );

  if (!company) return <p>Loading...</p>;
  if (!company.isActive)
    return (
      <UnderReview
        exploreHref={paths.home}
        onLogout={logOut}
        loggingOut={loggingOut}
        {...holdTight}
        emailVerification={verification}
      />
    );

  return (
    <DashboardFrame
      greeting={`${greetingFor(new Date())}, ${firstWord(company.companyName)}`}
      navItems={navItems}
      profilePath={paths.companyProfile}
      onLogout={logOut}
      loggingOut={loggingOut}
      userName={company.companyName}
      avatarSrc={company.avatar}
      renderLink={renderLink}
      messagesPath={paths.companyMessages}
      unreadMessages={unreadMessages}
      bell={<NotificationBell {...bell} renderLink={renderLink} />}
    >
      {verification ? <EmailVerificationNotice {...verification} /> : null}
      {children}
    </DashboardFrame>
  );
}
