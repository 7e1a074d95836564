import type { ReactNode } from 'react';
import { NavLink, useNavigate } from '@kaamyaab/shared-api/router';
import { paths, firstWord } from '@kaamyaab/shared-api';
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
import type { FreelancerDto } from '@kaamyaab/shared-api/contract';
import { useFreelancerT } from '../../i18n/freelancer-strings';

const renderLink = ({ to, children, onClick }: RenderLinkArgs) => (
  <NavLink to={to} end onClick={onClick}>
    {children}
  </NavLink>
);

/** Spec: greeting with the first name; an unapproved account sees 'Hold Tight!' instead. */
export function FreelancerDashboardLayout({ children }: { children: ReactNode }) {
  const { t, language } = useFreelancerT();
  const navItems = [
    { label: t('layout.dashboard'), to: paths.freelancerDashboard },
    { label: t('layout.jobs'), to: paths.freelancerJobs },
    { label: t('layout.myApplications'), to: paths.freelancerApplications },
  ];
  /** The details a sent-back account corrects, prefilled from its whole record. */
  const correctionFields = (account: FreelancerDto): CorrectionField[] => [
    { name: 'fullName', label: t('fields.fullName'), value: account.fullName },
    { name: 'number', label: t('fields.phone'), value: account.number, inputMode: 'tel' },
    { name: 'CNIC', label: t('fields.cnic'), value: account.CNIC, inputMode: 'numeric' },
    {
      name: 'bankAccount',
      label: t('fields.bankAccount'),
      value: account.bankAccount,
      latin: true,
    },
  ];
  const navigate = useNavigate();
  const freelancer = useFreshAccount('freelancer', () => navigate(paths.login));
  // Approved or not, an unverified address is asked for (a notice, never a lock).
  const verification = useVerificationPrompt(Boolean(freelancer));
  const { loggingOut, logOut } = useSignOut('freelancer', freelancer?._id, () =>
    navigate(paths.login, { replace: true }),
  );
  const bell = useNotificationBell();
  const unreadMessages = useUnreadMessages(Boolean(freelancer?.isActive));

  const holdTight = useHoldTight(
    'freelancer',
    Boolean(freelancer && !freelancer.isActive),
    correctionFields,
  );

  if (!freelancer) return <p>{t('loading')}</p>;
  if (!freelancer.isActive)
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
      greeting={t('layout.greeting', {
        greeting: greetingIn(language, new Date()),
        name: firstWord(freelancer.fullName),
      })}
      navItems={navItems}
      profilePath={paths.freelancerProfile}
      onLogout={logOut}
      loggingOut={loggingOut}
      userName={freelancer.fullName}
      avatarSrc={freelancer.avatar}
      renderLink={renderLink}
      messagesPath={paths.freelancerMessages}
      unreadMessages={unreadMessages}
      bell={<NotificationBell {...bell} renderLink={renderLink} />}
    >
      <PageUnderNotice {...verification}>{children}</PageUnderNotice>
    </DashboardFrame>
  );
}
