import { Link, useParams } from '@kaamyaab/shared-api/router';
import { paths } from '@kaamyaab/shared-api';
import { useConversation } from '@kaamyaab/shared-api/client';
import {
  formValidator,
  MESSAGE_MAX_LENGTH,
  SendMessageSchema,
  showMobile,
} from '@kaamyaab/shared-api/contract';
import { ConversationPage } from '@kaamyaab/shared-ui/dashboard';
import { useFreelancerT } from '../../i18n/freelancer-strings';

const validate = formValidator<{ text: string }>(SendMessageSchema);

/** One conversation, at /freelancer-dashboard/messages/:applicationId. */
export function ConversationScreen() {
  const { t } = useFreelancerT();
  const { applicationId = '' } = useParams();
  const { state, loadOlder, send } = useConversation(applicationId);
  return (
    <ConversationPage
      backLink={<Link to={paths.freelancerMessages}>{t('messages.back')}</Link>}
      state={state}
      onLoadOlder={loadOlder}
      onSend={send}
      validate={validate}
      maxLength={MESSAGE_MAX_LENGTH}
      showPhone={showMobile}
    />
  );
}
