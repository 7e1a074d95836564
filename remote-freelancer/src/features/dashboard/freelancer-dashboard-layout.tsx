import { useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from '@kaamyaab/shared-api/router';
import { paths, firstWord } from '@kaamyaab/shared-api';
import {
  signOut,
  useFreshAccount,
  useNotificationBell,
  useUnreadMessages,
} from '@kaamyaab/shared-api/client';
import {
  DashboardFrame,
  NotificationBell,
  UnderReview,
  greetingFor,
  type RenderLinkArgs,
} from '@kaamyaab/shared-ui';

const navItems = [
  { label: 'Dashboard', to: paths.freelancerDashboard },
  { label: 'Jobs', to: paths.freelancerJobs },
  { label: 'My Applications', to: paths.freelancerApplications },
];

const renderLink = ({ to, children, onClick }: RenderLinkArgs) => (
  <NavLink to={to} end onClick={onClick}>
    {children}
  </NavLink>
);

/** Spec: greeting with the first name; an unapproved account sees 'Hold Tight!' instead. */
export function FreelancerDashboardLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const freelancer = useFreshAccount('freelancer', () => navigate(paths.login));
  const [loggingOut, setLoggingOut] = useState(false);
  const bell = useNotificationBell();
  const unreadMessages = useUnreadMessages(Boolean(freelancer?.isActive));

  if (!freelancer) return <p>Loading...</p>;
  if (!freelancer.isActive) return <UnderReview exploreHref={paths.home} />;

  const onLogout = async () => {
    setLoggingOut(true);
    if (await signOut('freelancer', freelancer._id)) navigate(paths.login, { replace: true });
    else setLoggingOut(false);
  };

  return (
    <DashboardFrame
      greeting={`${greetingFor(new Date())}, ${firstWord(freelancer.fullName)}`}
      navItems={navItems}
      profilePath={paths.freelancerProfile}
      onLogout={onLogout}
      loggingOut={loggingOut}
      userName={freelancer.fullName}
      avatarSrc={freelancer.avatar}
      renderLink={renderLink}
      messagesPath={paths.freelancerMessages}
      unreadMessages={unreadMessages}
      bell={<NotificationBell {...bell} renderLink={renderLink} />}
    >
      {children}
    </DashboardFrame>
  );
}
