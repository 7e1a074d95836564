import { MessagesInbox } from '../features/messages/messages-inbox';

/** Exposed as './MessagesPage': /company-dashboard/messages. */
export default MessagesInbox;
