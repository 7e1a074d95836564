import { Link } from '@kaamyaab/shared-api/router';
import { conversationPath } from '@kaamyaab/shared-api';
import { useCompanyT } from '../../i18n/company-strings';

/**
 * Opens the conversation of an application. For any page of this area that shows an
 * application (the company's posted-job applicant card).
 */
export function ConversationLink({
  applicationId,
  children,
}: {
  applicationId: string;
  children?: string;
}) {
  const { t } = useCompanyT();
  return (
    <Link to={conversationPath('company', applicationId)}>{children ?? t('messages.link')}</Link>
  );
}
