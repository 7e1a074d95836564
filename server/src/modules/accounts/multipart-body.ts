import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors';

export const FILE_FIELDS = ['proofOfRegistrationFee', 'avatar'] as const;
export type FileField = (typeof FILE_FIELDS)[number];

export interface MultipartBody {
  fields: Record<string, string>;
  files: Partial<Record<FileField, Buffer>>;
}

/**
 * Reads a sign-up form. Every part is consumed (an unread file stream would hang the request);
 * limits on size and count come from the multipart plugin and answer 413.
 */
export async function readMultipartBody(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart())
    throw badRequest('Please send the sign-up form as multipart/form-data.');
  const body: MultipartBody = { fields: Object.create(null), files: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      const field = FILE_FIELDS.find((name) => name === part.fieldname);
      if (field && bytes.length > 0) body.files[field] = bytes;
    } else if (!(part.fieldname in body.fields)) {
      body.fields[part.fieldname] = String(part.value);
    }
  }
  return body;
}
