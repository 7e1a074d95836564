import { ConversationScreen } from '../features/messages/conversation-screen';

/** Exposed as './ConversationPage': /company-dashboard/messages/:applicationId. */
export default ConversationScreen;
