import type { ReactNode } from 'react';
import { greetingIn } from '@kaamyaab/shared-ui';
import { useAccountT } from '@kaamyaab/shared-ui/forms';
import {
  PageUnderNotice,
  type PageUnderNoticeProps,
} from '../email-verification/email-verification-notice';
import {
  NotificationBell,
  type NotificationBellProps,
} from '../notification-bell/notification-bell';
import { UnderReview, type UnderReviewProps } from '../under-review/under-review';
import { DashboardFrame, type DashboardNavItem, type RenderLinkArgs } from './dashboard-frame';

type PartyKey = 'loading' | 'layout.greeting';

export interface PartyDashboardProps {
  /** The signed-in party, null until it is known. */
  account: { name: string; greetingName: string; avatar?: string | null; approved: boolean } | null;
  verification: Omit<PageUnderNoticeProps, 'children'>;
  loggingOut: boolean;
  logOut: () => void;
  bell: Omit<NotificationBellProps, 'renderLink'>;
  unreadMessages: number;
  holdTight: Pick<UnderReviewProps, 'sentBack' | 'correction'>;
  exploreHref: string;
  profilePath: string;
  messagesPath: string;
  /** The party's translate function: each area words its own greeting and wait. */
  words: (key: PartyKey, values?: { greeting: string; name: string }) => string;
  navItems: DashboardNavItem[];
  renderLink: (args: RenderLinkArgs) => ReactNode;
  children: ReactNode;
}

/**
 * The dashboard of a signed-in freelancer or company, the same for both: 'Loading...' until
 * the account is known, 'Hold Tight!' while it awaits approval, else the frame greeting it by
 * the first word of its name, with its own pages in the side menu.
 */
export function PartyDashboard({
  account,
  verification,
  loggingOut,
  logOut,
  bell,
  unreadMessages,
  holdTight,
  exploreHref,
  profilePath,
  messagesPath,
  words,
  navItems,
  renderLink,
  children,
}: PartyDashboardProps) {
  const { language } = useAccountT();
  if (!account) return <p>{words('loading')}</p>;
  if (!account.approved)
    return (
      <UnderReview
        exploreHref={exploreHref}
        onLogout={logOut}
        loggingOut={loggingOut}
        {...holdTight}
        emailVerification={verification.prompt}
      />
    );
  return (
    <DashboardFrame
      greeting={words('layout.greeting', {
        greeting: greetingIn(language, new Date()),
        name: account.greetingName,
      })}
      navItems={navItems}
      profilePath={profilePath}
      onLogout={logOut}
      loggingOut={loggingOut}
      userName={account.name}
      avatarSrc={account.avatar}
      renderLink={renderLink}
      messagesPath={messagesPath}
      unreadMessages={unreadMessages}
      bell={<NotificationBell {...bell} renderLink={renderLink} />}
    >
      <PageUnderNotice {...verification}>{children}</PageUnderNotice>
    </DashboardFrame>
  );
}
