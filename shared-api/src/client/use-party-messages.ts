import { useParams } from '@kaamyaab/shared-api/router';
import { conversationPath } from '@kaamyaab/shared-api';
import {
  formValidator,
  MESSAGE_MAX_LENGTH,
  SendMessageSchema,
  showMobile,
} from '@kaamyaab/shared-api/contract';
import { renderLabelledLink } from './link-renderers';
import { useConversation, useInbox } from './use-conversations';
import { partyAreas, type Party } from './use-party-dashboard';
import { reportOf } from './moderation';

const validate = formValidator<{ text: string }>(SendMessageSchema);

/** A party's Messages, live: each conversation opens under that party's own Messages. */
export function usePartyInbox(party: Party) {
  const inbox = useInbox();
  return {
    inbox,
    onLoadMore: inbox.loadMore,
    linkTo: (applicationId: string) => conversationPath(party, applicationId),
    renderLink: renderLabelledLink,
  };
}

/**
 * The conversation at `<Messages>/:applicationId` of a party's dashboard, and the way back
 * (`backTo`) to that party's Messages.
 */
export function usePartyConversation(party: Party) {
  const { applicationId = '' } = useParams();
  const { state, loadOlder, send } = useConversation(applicationId);
  return {
    backTo: partyAreas[party].messagesPath,
    state,
    onLoadOlder: loadOlder,
    onSend: send,
    validate,
    maxLength: MESSAGE_MAX_LENGTH,
    showPhone: showMobile,
    /** Reporting the other party's message (docs/decisions/033-enforcement.md). */
    onReport: (messageId: string) => reportOf('message', messageId),
  };
}
