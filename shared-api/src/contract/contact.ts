import { z } from 'zod';

/**
 * The contact form (spec: email, phone, subject required; message optional). Messages start with
 * the field's name, so the page can show them as 'Email ...', 'Phone ...', 'Message ...'.
 */
export const ContactSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email({ error: 'Email must be a valid email address' })),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, 'Phone is required')
    .regex(/^\+?[\d\s-]{7,20}$/, 'Phone must be a valid phone number'),
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(150, 'Subject must be at most 150 characters'),
  message: z
    .string()
    .trim()
    .max(5000, 'Message must be at most 5000 characters')
    .optional()
    .default(''),
});
export type ContactBody = z.input<typeof ContactSchema>;
