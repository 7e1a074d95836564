import { Link } from '@kaamyaab/shared-api/router';
import { conversationPath } from '@kaamyaab/shared-api';
import { useFreelancerT } from '../../i18n/freelancer-strings';

/**
 * Opens the conversation of an application. For any page of this area that shows an
 * application (the freelancer's My Applications).
 */
export function ConversationLink({
  applicationId,
  children,
}: {
  applicationId: string;
  children?: string;
}) {
  const { t } = useFreelancerT();
  return (
    <Link to={conversationPath('freelancer', applicationId)}>{children ?? t('messages.link')}</Link>
  );
}
