import * as z from 'zod/mini';
import { onFirstUse } from './on-first-use';

/**
 * The contact form (spec: email, phone, subject required; message optional). Messages start with
 * the field's name, so the page can show them as 'Email ...', 'Phone ...', 'Message ...'.
 */
export const ContactSchema = onFirstUse(() =>
  z.object({
    email: z.pipe(
      z
        .string({ error: 'Email is required' })
        .check(
          z.trim(),
          z.minLength(1, 'Email is required'),
          z.maxLength(254, 'Email must be at most 254 characters'),
        ),
      z.email({ error: 'Email must be a valid email address' }),
    ),
    phone: z
      .string({ error: 'Phone is required' })
      .check(
        z.trim(),
        z.minLength(1, 'Phone is required'),
        z.regex(/^\+?[\d\s-]{7,20}$/, 'Phone must be a valid phone number'),
      ),
    subject: z
      .string({ error: 'Subject is required' })
      .check(
        z.trim(),
        z.minLength(1, 'Subject is required'),
        z.maxLength(150, 'Subject must be at most 150 characters'),
      ),
    message: z._default(
      z.optional(
        z.string().check(z.trim(), z.maxLength(5000, 'Message must be at most 5000 characters')),
      ),
      '',
    ),
  }),
);
export type ContactBody = z.input<typeof ContactSchema>;
