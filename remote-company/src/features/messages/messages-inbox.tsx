import { usePartyInbox } from '@kaamyaab/shared-api/client';
import { InboxPage } from '@kaamyaab/shared-ui/dashboard';

/** Messages, live. */
export const MessagesInbox = () => <InboxPage {...usePartyInbox('company')} />;
