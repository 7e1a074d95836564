import type { Actor } from '../../lib/service-context';
import type { Conversation, Party } from './conversations.repository';

/**
 * Only the two parties of an application: the company that posted its job and the applicant.
 * Admins are not a party (decision 015): a conversation is private to the two people hiring.
 */
export function partyOf(actor: Actor, conversation: Conversation): Party | null {
  if (actor.type === 'freelancer' && actor.id === conversation.freelancer.id) return 'freelancer';
  if (actor.type === 'company' && actor.id === conversation.company.id) return 'company';
  return null;
}

/** Contact details are shared once the company accepted the application, not before. */
export const sharesContact = (conversation: Conversation) => conversation.status === 'accepted';
