import { Link } from '@kaamyaab/shared-api/router';
import { conversationPath } from '@kaamyaab/shared-api';
import { useInbox } from '@kaamyaab/shared-api/client';
import { InboxPage, type RenderLinkArgs } from '@kaamyaab/shared-ui/dashboard';

const renderLink = ({ to, label, children }: RenderLinkArgs) => (
  <Link to={to} aria-label={label}>
    {children}
  </Link>
);
const linkTo = (applicationId: string) => conversationPath('company', applicationId);

/** Messages, live. */
export function MessagesInbox() {
  const inbox = useInbox();
  return (
    <InboxPage inbox={inbox} onLoadMore={inbox.loadMore} linkTo={linkTo} renderLink={renderLink} />
  );
}
