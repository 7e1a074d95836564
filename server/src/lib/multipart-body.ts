import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
  /** Every non-empty file of each field, in the order sent (`files` keeps the last of each). */
  fileLists: Record<string, Buffer[]>;
}

export interface MultipartLimits {
  /** More files than the plugin's default for this one form (answered 413 past it). */
  maxFiles?: number;
}

/**
 * Reads a multipart form. Every part is consumed (an unread file stream would hang the request);
 * limits on size and count come from the multipart plugin and answer 413. Files outside
 * `fileFields` and empty file inputs are dropped; a repeated text field keeps its first value.
 */
export async function readMultipartBody(
  request: FastifyRequest,
  fileFields: readonly string[],
  { maxFiles }: MultipartLimits = {},
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new ApiError('notMultipart');
  const body: MultipartBody = {
    fields: Object.create(null),
    files: Object.create(null),
    fileLists: Object.create(null),
  };
  const parts = request.parts(maxFiles === undefined ? undefined : { limits: { files: maxFiles } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (fileFields.includes(part.fieldname) && bytes.length > 0) {
          body.files[part.fieldname] = bytes;
          (body.fileLists[part.fieldname] ??= []).push(bytes);
        }
      } else if (!(part.fieldname in body.fields)) {
        body.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw isLimitError(error) ? error : new ApiError('badMultipart');
  }
  return body;
}

// Size and count limits answer 413 with their own sentences; any other parse failure (no or a
// wrong boundary, a cut-off part, a forbidden field name) is the sender's broken form.
const LIMIT_CODES = [
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PARTS_LIMIT',
];
const isLimitError = (error: unknown) =>
  LIMIT_CODES.includes(String((error as { code?: unknown } | null)?.code));
