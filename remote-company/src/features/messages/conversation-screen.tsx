import { Link } from '@kaamyaab/shared-api/router';
import { usePartyConversation, offerPath } from '@kaamyaab/shared-api/client';
import { ConversationPage } from '@kaamyaab/shared-ui/dashboard';
import { useCompanyT } from '../../i18n/company-strings';

/** One conversation, under the company's Messages; an accepted one leads on to an offer. */
export function ConversationScreen() {
  const { t } = useCompanyT();
  const { backTo, ...conversation } = usePartyConversation('company');
  const { state } = conversation;
  const accepted = state.status === 'ready' && state.conversation.status === 'accepted';
  return (
    <ConversationPage
      {...conversation}
      backLink={
        <>
          <Link to={backTo}>{t('messages.back')}</Link>
          {accepted && (
            <>
              {' · '}
              <Link to={offerPath(state.conversation.applicationId, state.conversation.jobTitle)}>
                {t('messages.sendOffer')}
              </Link>
            </>
          )}
        </>
      }
    />
  );
}
