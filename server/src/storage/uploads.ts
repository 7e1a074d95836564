import sharp from 'sharp';
import type { ApiErrorCode } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../lib/api-error';

/** What the checks below know how to take; a purpose of files.ts is added here with its rules. */
export type UploadPurpose = 'proof' | 'avatar' | 'payment' | 'work';

export interface CheckedUpload {
  bytes: Buffer;
  contentType: string;
}

const IMAGE_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;
type ImageFormat = keyof typeof IMAGE_TYPES;
// Small in bytes but huge in pixels is a decompression bomb: refuse before decoding it.
export const MAX_PIXELS = 40_000_000;

function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

async function imageFormat(bytes: Buffer): Promise<ImageFormat | undefined> {
  try {
    const { format } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    return format && format in IMAGE_TYPES ? (format as ImageFormat) : undefined;
  } catch {
    return undefined;
  }
}

// Work delivered on a contract (the `work` purpose): besides images, a PDF or a ZIP container,
// which is what docx/xlsx/pptx/odt and plain archives are. Kept as sent, under a type that makes a
// browser download it rather than open it: its contents are the parties' own, not ours to parse.
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function workDocument(bytes: Buffer): string | undefined {
  if (isPdf(bytes)) return 'application/pdf';
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return 'application/zip';
  return undefined;
}

/**
 * Decides a file's type by its bytes, never by its name or declared type, and re-encodes images
 * so that nothing but pixels is stored (no EXIF, GPS or appended payload).
 */
const WRONG_TYPE: Record<UploadPurpose, ApiErrorCode> = {
  proof: 'proofWrongType',
  avatar: 'avatarWrongType',
  // A transfer receipt: the sentence asks for an image or a PDF, which is what was wrong.
  payment: 'receiptRequired',
  work: 'workWrongType',
};

export async function checkUpload(bytes: Buffer, purpose: UploadPurpose): Promise<CheckedUpload> {
  const wrongType = new ApiError(WRONG_TYPE[purpose]);
  if (bytes.length === 0) throw wrongType;
  if ((purpose === 'proof' || purpose === 'payment') && isPdf(bytes))
    return { bytes, contentType: 'application/pdf' };
  const work = purpose === 'work' ? workDocument(bytes) : undefined;
  if (work) return { bytes, contentType: work };
  const format = await imageFormat(bytes);
  if (!format) throw wrongType;
  try {
    const encoded = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .toFormat(format)
      .toBuffer();
    return { bytes: encoded, contentType: IMAGE_TYPES[format] };
  } catch {
    throw wrongType;
  }
}
