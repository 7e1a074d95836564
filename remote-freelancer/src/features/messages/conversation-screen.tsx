import { Link } from '@kaamyaab/shared-api/router';
import { usePartyConversation } from '@kaamyaab/shared-api/client';
import { ConversationPage } from '@kaamyaab/shared-ui/dashboard';
import { useFreelancerT } from '../../i18n/freelancer-strings';

/** One conversation, under the freelancer's Messages. */
export function ConversationScreen() {
  const { t } = useFreelancerT();
  const { backTo, ...conversation } = usePartyConversation('freelancer');
  return (
    <ConversationPage {...conversation} backLink={<Link to={backTo}>{t('messages.back')}</Link>} />
  );
}
