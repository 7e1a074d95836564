import { useNavigate } from '@kaamyaab/shared-api/router';
// By the package's name: the root entry is a shared singleton of its own (see sign-out.ts).
import { firstWord, paths } from '@kaamyaab/shared-api';
import { useVerificationPrompt } from './credentials';
import { renderNavLink } from './link-renderers';
import { useFreshAccount } from './use-fresh-account';
import { useHoldTight, type WholeRecords } from './use-own-account';
import { useNotificationBell, useUnreadMessages } from './use-notification-bell';
import { useSignOut } from './sign-out';
import { useStanding } from './moderation';

export type Party = 'freelancer' | 'company';

/** The name a party goes by, in its session view and its whole record alike. */
export const nameOf = (account: { fullName: string } | { companyName: string }) =>
  'fullName' in account ? account.fullName : account.companyName;

/** Where each party's frame links: its profile and its Messages. */
export const partyAreas = {
  freelancer: { profilePath: paths.freelancerProfile, messagesPath: paths.freelancerMessages },
  company: { profilePath: paths.companyProfile, messagesPath: paths.companyMessages },
};

/**
 * What the dashboard frame of a signed-in freelancer or company shows, read the same way for
 * both: the account (refreshed, so an approval shows without logging in again), the address
 * still to verify, the bell, the unread messages, and for an account not yet approved what
 * 'Hold Tight!' needs (`correctionFields`, each party's own, prefilled from its whole record),
 * or, for an account deactivated for cause, why and its appeal (docs/decisions/033-enforcement.md).
 * A session the server no longer knows, and a logout, lead to the login.
 */
export function usePartyDashboard<P extends Party, Field>(
  party: P,
  correctionFields: (account: WholeRecords[P]) => Field[],
) {
  const navigate = useNavigate();
  const account = useFreshAccount(party, () => navigate(paths.login));
  // Approved or not, an unverified address is asked for (a notice, never a lock).
  const verification = useVerificationPrompt(Boolean(account));
  const { loggingOut, logOut } = useSignOut(party, account?._id, () =>
    navigate(paths.login, { replace: true }),
  );
  const bell = useNotificationBell();
  const unreadMessages = useUnreadMessages(Boolean(account?.isActive));
  const holdTight = useHoldTight(party, Boolean(account && !account.isActive), correctionFields);
  const { standing, appeal } = useStanding(Boolean(account && !account.isActive));
  const { profilePath, messagesPath } = partyAreas[party];
  return {
    account: account && {
      id: account._id,
      name: nameOf(account),
      greetingName: firstWord(nameOf(account)),
      avatar: account.avatar,
      approved: account.isActive,
    },
    verification,
    loggingOut,
    logOut,
    bell,
    unreadMessages,
    holdTight,
    standing: standing && { view: standing, onAppeal: appeal },
    exploreHref: paths.home,
    profilePath,
    messagesPath,
    renderLink: renderNavLink,
  };
}
