import { MessagesInbox } from '../features/messages/messages-inbox';

/** Exposed as './MessagesPage': /freelancer-dashboard/messages. */
export default MessagesInbox;
