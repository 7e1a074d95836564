import { Link } from '@kaamyaab/shared-api/router';
import { usePartyConversation } from '@kaamyaab/shared-api/client';
import { ConversationPage } from '@kaamyaab/shared-ui/dashboard';
import { useCompanyT } from '../../i18n/company-strings';

/** One conversation, under the company's Messages. */
export function ConversationScreen() {
  const { t } = useCompanyT();
  const { backTo, ...conversation } = usePartyConversation('company');
  return (
    <ConversationPage {...conversation} backLink={<Link to={backTo}>{t('messages.back')}</Link>} />
  );
}
