import * as z from 'zod/mini';
import { ReportReason } from './moderation';
import { pageFields } from './paging';
import { applicationStatuses } from './jobs';
import { onFirstUse } from './on-first-use';

/**
 * A conversation per application (decision 015): the company that posted the job and the
 * applicant, no one else. Text is stored and shown as text.
 */
export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGES_PAGE_DEFAULT = 30;
export const MESSAGES_PAGE_MAX = 100;
export const CONVERSATIONS_PAGE_DEFAULT = 20;
export const CONVERSATIONS_PAGE_MAX = 50;

export const messageMessages = {
  required: 'Please write a message.',
  tooLong: `A message can have at most ${MESSAGE_MAX_LENGTH} characters.`,
} as const;

export const SendMessageSchema = onFirstUse(() =>
  z.object({
    text: z
      .string({ error: messageMessages.required })
      .check(
        z.trim(),
        z.minLength(1, messageMessages.required),
        z.maxLength(MESSAGE_MAX_LENGTH, messageMessages.tooLong),
      ),
  }),
);
export type SendMessageBody = z.input<typeof SendMessageSchema>;

export const ListMessagesQuery = onFirstUse(() =>
  z.object(pageFields(MESSAGES_PAGE_DEFAULT, MESSAGES_PAGE_MAX)),
);
export const ListConversationsQuery = onFirstUse(() =>
  z.object(pageFields(CONVERSATIONS_PAGE_DEFAULT, CONVERSATIONS_PAGE_MAX)),
);

export const ConversationParams = onFirstUse(() => z.object({ applicationId: z.string() }));

export const MessageDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    text: z.string(),
    /** Written by the caller: shown on the right. */
    fromMe: z.boolean(),
    /** Seen by its recipient. */
    read: z.boolean(),
    createdAt: z.string(),
    /** Set when Kaamyaab hid the message (its text is then empty): the reason, as a code. */
    hiddenReason: z.optional(ReportReason),
  }),
);
export type MessageDto = z.infer<typeof MessageDto>;

/** Name, email and phone, shown to both sides once the application is accepted. */
export const ContactDto = onFirstUse(() =>
  z.object({
    name: z.string(),
    email: z.string(),
    /** Companies give no phone number at sign-up (the spec's company form has none). */
    phone: z.nullable(z.string()),
  }),
);
export type ContactDto = z.infer<typeof ContactDto>;

export const ConversationDto = onFirstUse(() =>
  z.object({
    applicationId: z.string(),
    jobId: z.string(),
    jobTitle: z.string(),
    status: z.enum(applicationStatuses),
    otherParty: z.object({
      role: z.enum(['freelancer', 'company']),
      name: z.string(),
      /** Null until the application is accepted. */
      contact: z.nullable(ContactDto),
    }),
  }),
);
export type ConversationDto = z.infer<typeof ConversationDto>;

export const ConversationSummaryDto = onFirstUse(() =>
  z.object({
    applicationId: z.string(),
    jobTitle: z.string(),
    status: z.enum(applicationStatuses),
    otherPartyName: z.string(),
    lastMessage: z.nullable(
      z.object({ text: z.string(), fromMe: z.boolean(), createdAt: z.string() }),
    ),
    unread: z.number(),
  }),
);
export type ConversationSummaryDto = z.infer<typeof ConversationSummaryDto>;

export const ConversationPage = onFirstUse(() =>
  z.object({
    conversation: ConversationDto,
    /** Newest first. */
    messages: z.array(MessageDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);
export type ConversationPage = z.infer<typeof ConversationPage>;

export const ConversationsPage = onFirstUse(() =>
  z.object({
    conversations: z.array(ConversationSummaryDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);
export type ConversationsPage = z.infer<typeof ConversationsPage>;
