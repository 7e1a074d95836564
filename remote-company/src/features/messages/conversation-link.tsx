import { Link } from '@kaamyaab/shared-api/router';
import { conversationPath } from '@kaamyaab/shared-api';

/**
 * Opens the conversation of an application. For any page of this area that shows an
 * application (the company's posted-job applicant card).
 */
export function ConversationLink({
  applicationId,
  children = 'Messages',
}: {
  applicationId: string;
  children?: string;
}) {
  return <Link to={conversationPath('company', applicationId)}>{children}</Link>;
}
