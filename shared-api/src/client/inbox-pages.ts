import type { ConversationSummaryDto } from '@kaamyaab/shared-api/contract';

/** The conversations an inbox shows, newest activity first, and the cursor after the last. */
export interface InboxPages {
  conversations: ConversationSummaryDto[];
  nextCursor: string | null;
}

const idsOf = (conversations: ConversationSummaryDto[]) =>
  new Set(conversations.map((conversation) => conversation.applicationId));

/**
 * The first page, just read again (a message arrived), over what is shown: its conversations on
 * top as they are now (one that moved up, its unread count and last message), then the others
 * already loaded, which are all older than the page's last. The cursor stays that of the last
 * conversation shown: a keyset cursor names a place in the order, still right when the
 * conversation that was there has moved up.
 */
export function withFirstPage(shown: InboxPages, first: InboxPages): InboxPages {
  const fresh = idsOf(first.conversations);
  const older = shown.conversations.filter(
    (conversation) => !fresh.has(conversation.applicationId),
  );
  return {
    conversations: [...first.conversations, ...older],
    nextCursor: older.length > 0 ? shown.nextCursor : first.nextCursor,
  };
}

/**
 * The next page below what is shown. A conversation it holds may already be on top, moved there
 * by a message after the page was read: the one on top is the newer, so it stays there alone.
 */
export function withNextPage(shown: InboxPages, next: InboxPages): InboxPages {
  const known = idsOf(shown.conversations);
  return {
    conversations: [
      ...shown.conversations,
      ...next.conversations.filter((conversation) => !known.has(conversation.applicationId)),
    ],
    nextCursor: next.nextCursor,
  };
}
