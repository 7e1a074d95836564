import type { ReactNode } from 'react';
import { useSentence, useDocumentMeta, Button, PageHeading } from '@kaamyaab/shared-ui';
import { useAccountT } from '@kaamyaab/shared-ui/forms';
import { SkeletonList } from '@kaamyaab/shared-ui/listings';
import {
  ConversationView,
  type ConversationHeader,
  type ConversationMessage,
  type ConversationViewProps,
} from './conversation-view';
import { InboxList, type InboxEntry, type InboxListProps } from './inbox-list';

/*
 * The two Messages pages, the same in the freelancer's and the company's dashboard: each area
 * gives its own data hooks and links (shared-ui knows no router and no API).
 */

type Loaded<T> = { status: 'loading' } | { status: 'failed'; message?: string } | T;

interface InboxPageProps extends Omit<InboxListProps, 'conversations'> {
  inbox: Loaded<{ status: 'ready'; conversations: InboxEntry[]; nextCursor: string | null }>;
  onLoadMore: () => void;
}

/** Messages: every conversation of this account, latest first. */
export function InboxPage({ inbox, onLoadMore, linkTo, renderLink }: InboxPageProps) {
  const { t } = useAccountT();
  useDocumentMeta(t('inbox.heading'), t('inbox.description'));
  return (
    <section aria-labelledby="messages-heading">
      <PageHeading id="messages-heading">{t('inbox.heading')}</PageHeading>
      {inbox.status === 'loading' ? <SkeletonList count={3} /> : null}
      {inbox.status === 'failed' ? <p role="alert">{t('inbox.failed')}</p> : null}
      {inbox.status === 'ready' ? (
        <>
          <InboxList conversations={inbox.conversations} linkTo={linkTo} renderLink={renderLink} />
          {inbox.nextCursor ? (
            <Button $variant="secondary" type="button" onClick={onLoadMore}>
              {t('inbox.loadMore')}
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

type ConversationPageProps = Omit<
  ConversationViewProps,
  'conversation' | 'messages' | 'hasOlder'
> & {
  /** The way back to the inbox, a link of the area's router. */
  backLink: ReactNode;
  state: Loaded<{
    status: 'ready';
    conversation: ConversationHeader;
    messages: ConversationMessage[];
    olderCursor: string | null;
  }>;
};

/** One conversation of an application, with the way back to Messages. */
export function ConversationPage({ backLink, state, ...view }: ConversationPageProps) {
  const { t } = useAccountT();
  const say = useSentence();
  useDocumentMeta(t('conversationPage.title'), t('conversationPage.description'));
  return (
    <>
      <p>{backLink}</p>
      {state.status === 'loading' ? <SkeletonList count={3} /> : null}
      {state.status === 'failed' ? <p role="alert">{say(state.message)}</p> : null}
      {state.status === 'ready' ? (
        <ConversationView
          {...view}
          conversation={state.conversation}
          messages={state.messages}
          hasOlder={state.olderCursor !== null}
        />
      ) : null}
    </>
  );
}
