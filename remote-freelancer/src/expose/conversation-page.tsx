import { ConversationScreen } from '../features/messages/conversation-screen';

/** Exposed as './ConversationPage': /freelancer-dashboard/messages/:applicationId. */
export default ConversationScreen;
