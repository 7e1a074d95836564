import type { ConversationDto, MessageDto, ReportReason } from '@kaamyaab/shared-api/contract';
import { sharesContact } from './conversations.policy';
import type { Conversation, MessageRow, Party } from './conversations.repository';

/** A message an admin hid reaches neither party: they read its reason in its place. */
export function presentMessage(row: MessageRow, reader: Party): MessageDto {
  return {
    _id: row.id,
    text: row.hiddenAt ? '' : row.body,
    ...(row.hiddenAt ? { hiddenReason: row.hiddenReason as ReportReason } : {}),
    fromMe: row.senderType === reader,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentConversation(conversation: Conversation, reader: Party): ConversationDto {
  const shared = sharesContact(conversation);
  const other =
    reader === 'freelancer'
      ? {
          role: 'company' as const,
          name: conversation.company.name,
          contact: {
            name: conversation.company.name,
            email: conversation.company.email,
            phone: null,
          },
        }
      : {
          role: 'freelancer' as const,
          name: conversation.freelancer.name,
          contact: {
            name: conversation.freelancer.name,
            email: conversation.freelancer.email,
            phone: conversation.freelancer.phone,
          },
        };
  return {
    applicationId: conversation.applicationId,
    jobId: conversation.jobId,
    jobTitle: conversation.jobTitle,
    status: conversation.status,
    otherParty: { role: other.role, name: other.name, contact: shared ? other.contact : null },
  };
}
