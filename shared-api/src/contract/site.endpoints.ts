import * as z from 'zod/mini';
import { AdminDto, CompanyDto, FreelancerDto } from './accounts-dto';
import { ContactSchema } from './contact';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { HealthDto, ReadinessDto } from './health';
import { onFirstUse } from './on-first-use';

/**
 * Calls beyond the public API contract: health, the signed-in account, uploaded files, the contact
 * form.
 */
export const health = endpoint({
  operationId: 'getHealth',
  method: 'GET',
  path: '/health',
  tag: 'health',
  summary: 'Liveness: the process runs (its database and files are checked by readiness, not here)',
  who: 'anyone',
  status: 200,
  answer: HealthDto,
  errors: [],
});

export const readiness = endpoint({
  operationId: 'getReadiness',
  method: 'GET',
  path: '/health/ready',
  tag: 'health',
  summary:
    'Readiness for a load balancer: the database and file storage reachable (503 names what is not); Redis reported, not required',
  who: 'anyone',
  status: 200,
  answer: ReadinessDto,
  errors: ['notReady'],
});

export const me = endpoint({
  operationId: 'getSignedInAccount',
  method: 'GET',
  path: '/me',
  tag: 'accounts',
  summary: 'The signed-in account, fresh from the database',
  who: ['freelancer', 'company', 'admin'],
  status: 200,
  answer: onFirstUse(() =>
    envelope(
      z.object({
        role: z.enum(['freelancer', 'company', 'admin']),
        freelancer: z.optional(FreelancerDto),
        company: z.optional(CompanyDto),
        admin: z.optional(AdminDto),
      }),
    ),
  ),
  errors: [],
});

export const FileIdParams = onFirstUse(() => z.object({ id: z.string().check(z.maxLength(100)) }));

export const downloadFile = endpoint({
  operationId: 'downloadFile',
  method: 'GET',
  path: '/files/:id',
  tag: 'files',
  summary: 'An uploaded file: avatars for anyone, documents for their owner and admins',
  who: 'anyone',
  params: FileIdParams,
  status: 200,
  answer: null,
  errors: ['fileNotFound', 'unauthenticated', 'wrongRole', 'storageDown'],
});

/** The square sizes an avatar is served in: `<avatar's address>/64` and `/256`. */
export const AvatarSizeParams = onFirstUse(() =>
  z.object({
    id: z.string().check(z.maxLength(100)),
    size: z.enum(['64', '256']),
  }),
);

export const downloadAvatarSize = endpoint({
  operationId: 'downloadAvatarSize',
  method: 'GET',
  path: '/files/:id/:size',
  tag: 'files',
  summary:
    'An avatar as a square WebP of 64 or 256 px, metadata stripped; a new avatar is a new file, so an address never changes its picture and is cached for a year',
  who: 'anyone',
  params: AvatarSizeParams,
  status: 200,
  answer: null,
  errors: ['fileNotFound', 'unauthenticated', 'wrongRole', 'storageDown'],
});

export const sendContactMessage = endpoint({
  operationId: 'sendContactMessage',
  method: 'POST',
  path: '/contact',
  tag: 'contact',
  summary: 'Send a message to the Kaamyaab team (limited per address)',
  who: 'anyone',
  body: ContactSchema,
  status: 201,
  answer: onFirstUse(() => envelope(z.object({ id: z.string() }))),
  errors: ['tooManyMessages'],
});
