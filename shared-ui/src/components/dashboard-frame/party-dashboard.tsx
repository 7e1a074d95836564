import type { ReactNode } from 'react';
import { greetingIn } from '@kaamyaab/shared-ui';
import { DraftOwner, useAccountT } from '@kaamyaab/shared-ui/forms';
import {
  PageUnderNotice,
  type PageUnderNoticeProps,
} from '../email-verification/email-verification-notice';
import {
  NotificationBell,
  type NotificationBellProps,
} from '../notification-bell/notification-bell';
import { UnderReview, type UnderReviewProps } from '../under-review/under-review';
import { StandingNotice, type StandingView } from '@kaamyaab/shared-ui/moderation';
import { DashboardFrame, type DashboardNavItem, type RenderLinkArgs } from './dashboard-frame';

export interface SignedInFrameProps {
  /** The area's translate function: each area words its own greeting. */
  words: (key: 'layout.greeting', values: { greeting: string; name: string }) => string;
  /** Whom the greeting names. */
  greetingName: string;
  userName: string;
  avatarSrc?: string | null;
  navItems: DashboardNavItem[];
  profilePath: string;
  messagesPath?: string;
  unreadMessages?: number;
  loggingOut: boolean;
  logOut: () => void;
  bell: Omit<NotificationBellProps, 'renderLink'>;
  verification: Omit<PageUnderNoticeProps, 'children'>;
  renderLink: (args: RenderLinkArgs) => ReactNode;
  children: ReactNode;
}

/**
 * The frame of every signed-in area: greeting by name and time of day, the area's pages, the
 * bell, and the page under a notice while the address is not verified.
 */
export function SignedInFrame({
  words,
  greetingName,
  logOut,
  bell,
  verification,
  children,
  ...frame
}: SignedInFrameProps) {
  const { language } = useAccountT();
  const greeting = greetingIn(language, new Date());
  return (
    <DashboardFrame
      {...frame}
      greeting={words('layout.greeting', { greeting, name: greetingName })}
      onLogout={logOut}
      bell={<NotificationBell {...bell} renderLink={frame.renderLink} />}
    >
      <PageUnderNotice {...verification}>{children}</PageUnderNotice>
    </DashboardFrame>
  );
}

export interface PartyDashboardProps extends Omit<
  SignedInFrameProps,
  'words' | 'greetingName' | 'userName' | 'avatarSrc'
> {
  /** The signed-in party, null until it is known. */
  account: {
    /** Whose drafts the pages keep (DraftOwner). */
    id: string;
    name: string;
    greetingName: string;
    avatar?: string | null;
    approved: boolean;
  } | null;
  holdTight: Pick<UnderReviewProps, 'sentBack' | 'correction'>;
  /** Set when the account is deactivated for cause: why, and its one appeal. */
  standing?: { view: StandingView; onAppeal: (text: string) => Promise<string | null> } | null;
  exploreHref: string;
  /** The party's translate function: each area words its own greeting and wait. */
  words: SignedInFrameProps['words'] & ((key: 'loading') => string);
}

/**
 * The dashboard of a signed-in freelancer or company, the same for both: 'Loading...' until
 * the account is known, 'Hold Tight!' while it awaits approval, else the frame greeting it by
 * the first word of its name, with its own pages in the side menu. An account deactivated for
 * cause keeps its frame (its earnings and payouts are still its own) under the reason and the
 * appeal; the server refuses its work.
 */
export function PartyDashboard({
  account,
  holdTight,
  standing,
  exploreHref,
  ...frame
}: PartyDashboardProps) {
  if (!account) return <p>{frame.words('loading')}</p>;
  if (!account.approved && !standing)
    return (
      <UnderReview
        exploreHref={exploreHref}
        onLogout={frame.logOut}
        loggingOut={frame.loggingOut}
        {...holdTight}
        emailVerification={frame.verification.prompt}
      />
    );
  return (
    <DraftOwner account={account.id}>
      <SignedInFrame
        {...frame}
        greetingName={account.greetingName}
        userName={account.name}
        avatarSrc={account.avatar}
      >
        {!account.approved && standing ? (
          <StandingNotice standing={standing.view} onAppeal={standing.onAppeal} />
        ) : null}
        {frame.children}
      </SignedInFrame>
    </DraftOwner>
  );
}
