import { Link, useParams } from '@kaamyaab/shared-api/router';
import { paths } from '@kaamyaab/shared-api';
import { useConversation } from '@kaamyaab/shared-api/client';
import {
  formValidator,
  MESSAGE_MAX_LENGTH,
  SendMessageSchema,
} from '@kaamyaab/shared-api/contract';
import { ConversationView, SkeletonList, useDocumentMeta } from '@kaamyaab/shared-ui';

const validate = formValidator<{ text: string }>(SendMessageSchema);

/** One conversation, at /company-dashboard/messages/:applicationId. */
export function ConversationScreen() {
  useDocumentMeta('Conversation', 'A Kaamyaab conversation about an application.');
  const { applicationId = '' } = useParams();
  const { state, loadOlder, send } = useConversation(applicationId);
  return (
    <>
      <p>
        <Link to={paths.companyMessages}>Back to Messages</Link>
      </p>
      {state.status === 'loading' ? <SkeletonList count={3} /> : null}
      {state.status === 'failed' ? <p role="alert">{state.message}</p> : null}
      {state.status === 'ready' ? (
        <ConversationView
          conversation={state.conversation}
          messages={state.messages}
          hasOlder={state.olderCursor !== null}
          onLoadOlder={loadOlder}
          onSend={send}
          validate={validate}
          maxLength={MESSAGE_MAX_LENGTH}
        />
      ) : null}
    </>
  );
}
