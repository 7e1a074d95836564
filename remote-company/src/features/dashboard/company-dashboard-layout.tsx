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
import { greetingIn } from '@kaamyaab/shared-ui';
import {
  DashboardFrame,
  PageUnderNotice,
  NotificationBell,
  UnderReview,
  type CorrectionField,
  type RenderLinkArgs,
} from '@kaamyaab/shared-ui/dashboard';
import type { CompanyDto } from '@kaamyaab/shared-api/contract';
import { useCompanyT } from '../../i18n/company-strings';

type Translate = ReturnType<typeof useCompanyT>['t'];

const navItemsIn = (t: Translate) => [
  { label: t('nav.dashboard'), to: paths.companyDashboard },
  { label: t('nav.postJob'), to: paths.companyPostJob },
  { label: t('nav.postedJobs'), to: paths.companyJobsPosted },
  { label: t('nav.findTalent'), to: paths.companyTalent },
];

/** The details a sent-back account corrects, prefilled from its whole record. */
const correctionFields = (account: CompanyDto, t: Translate): CorrectionField[] => [
  { name: 'companyName', label: t('fields.companyName'), value: account.companyName },
  { name: 'pocName', label: t('fields.pocName'), value: account.pocName },
  { name: 'pocId', label: t('fields.pocCnic'), value: account.pocId, inputMode: 'numeric' },
  { name: 'companyNtn', label: t('fields.companyNtn'), value: account.companyNtn },
];

const renderLink = ({ to, children, onClick }: RenderLinkArgs) => (
  <NavLink to={to} end onClick={onClick}>
    {children}
  </NavLink>
);

/** Spec: greeting with the first word of companyName; an unapproved company sees 'Hold Tight!'. */
export function CompanyDashboardLayout({ children }: { children: ReactNode }) {
  const { t, language } = useCompanyT();
  const navigate = useNavigate();
  const company = useFreshAccount('company', () => navigate(paths.login));
  // Approved or not, an unverified address is asked for (a notice, never a lock).
  const verification = useVerificationPrompt(Boolean(company));
  const { loggingOut, logOut } = useSignOut('company', company?._id, () =>
    navigate(paths.login, { replace: true }),
  );
  const bell = useNotificationBell();
  const unreadMessages = useUnreadMessages(Boolean(company?.isActive));

  const holdTight = useHoldTight('company', Boolean(company && !company.isActive), (account) =>
    correctionFields(account, t),
  );

  if (!company) return <p>{t('loading')}</p>;
  if (!company.isActive)
    return (
      <UnderReview
        exploreHref={paths.home}
        onLogout={logOut}
        loggingOut={loggingOut}
        {...holdTight}
        emailVerification={verification.prompt}
      />
    );

  return (
    <DashboardFrame
      greeting={t('greeting', {
        greeting: greetingIn(language, new Date()),
        name: firstWord(company.companyName),
      })}
      navItems={navItemsIn(t)}
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
      <PageUnderNotice {...verification}>{children}</PageUnderNotice>
    </DashboardFrame>
  );
}
