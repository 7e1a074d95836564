import { Link } from '@kaamyaab/shared-api/router';
import { conversationPath } from '@kaamyaab/shared-api';
import { useInbox } from '@kaamyaab/shared-api/client';
import {
  Button,
  InboxList,
  PageHeading,
  SkeletonList,
  useDocumentMeta,
  type RenderLinkArgs,
} from '@kaamyaab/shared-ui';

const renderLink = ({ to, label, children }: RenderLinkArgs) => (
  <Link to={to} aria-label={label}>
    {children}
  </Link>
);
const linkTo = (applicationId: string) => conversationPath('freelancer', applicationId);

/** Messages: every conversation of my applications, latest first, live. */
export function MessagesInbox() {
  useDocumentMeta('Messages', 'Your Kaamyaab conversations.');
  const inbox = useInbox();
  return (
    <section aria-labelledby="messages-heading">
      <PageHeading id="messages-heading">Messages</PageHeading>
      {inbox.status === 'loading' ? <SkeletonList count={3} /> : null}
      {inbox.status === 'failed' ? <p role="alert">Messages could not be loaded.</p> : null}
      {inbox.status === 'ready' ? (
        <>
          <InboxList conversations={inbox.conversations} linkTo={linkTo} renderLink={renderLink} />
          {inbox.nextCursor ? (
            <Button $variant="secondary" type="button" onClick={inbox.loadMore}>
              Load more
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
