import * as z from 'zod/mini';
import { pageFields } from './paging';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { onFirstUse } from './on-first-use';

/** The admins' inbox of the public contact form: newest first, read/unread. */
export const ContactMessageDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    email: z.string(),
    phone: z.string(),
    subject: z.string(),
    message: z.string(),
    read: z.boolean(),
    createdAt: z.string().check(z.meta({ description: 'ISO 8601' })),
  }),
);
export type ContactMessageDto = z.infer<typeof ContactMessageDto>;

export const CONTACT_PAGE_DEFAULT = 20;

export const ContactInboxQuery = onFirstUse(() =>
  z.object({
    ...pageFields(CONTACT_PAGE_DEFAULT, 50),
  }),
);

export const listContactMessages = endpoint({
  operationId: 'listContactMessages',
  method: 'GET',
  path: '/admin/contact-messages',
  tag: 'contact',
  summary: 'Messages of the contact form, newest first, with the unread count (admins)',
  who: ['admin'],
  query: ContactInboxQuery,
  status: 200,
  answer: onFirstUse(() =>
    envelope(
      z.object({
        messages: z.array(ContactMessageDto),
        unread: z.int(),
        nextCursor: z.nullable(z.string()),
      }),
    ),
  ),
  errors: ['badCursor'],
});

export const markContactMessage = endpoint({
  operationId: 'markContactMessage',
  method: 'PATCH',
  path: '/admin/contact-messages/:id',
  tag: 'contact',
  summary: 'Mark a contact message read or unread (admins)',
  who: ['admin'],
  params: onFirstUse(() => z.object({ id: z.string().check(z.maxLength(100)) })),
  body: onFirstUse(() => z.object({ read: z.boolean() })),
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ message: ContactMessageDto }))),
  errors: ['contactMessageNotFound'],
});
