import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/database';
import type { AvatarSize } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { resizeAvatar, type SizedAvatar } from '../../storage/avatar-sizes';
import type { FileStorage } from '../../storage/storage';
import { findFileSize, insertFileSizes, type FileRow } from './files.repository';

/**
 * The resized versions of avatars. They are made at upload, where the original is already
 * decoded once and a picture that cannot be resized is refused with the upload's own sentence;
 * the first viewer never waits and a page of fifty new faces never starts fifty resizes at once.
 * Avatars stored before sizes existed get theirs on first request instead (no backfill at start:
 * it would hold up every start for files nobody may ask for), and keep them from then on.
 */
export async function avatarSizesOf(bytes: Buffer): Promise<SizedAvatar[]> {
  try {
    return await resizeAvatar(bytes);
  } catch {
    throw new ApiError('avatarWrongType');
  }
}

/** Writes the sizes' bytes (listed in `written` for the caller's clean-up) and records them. */
export async function storeAvatarSizes(
  storage: FileStorage,
  db: Database | Transaction,
  fileId: string,
  sizes: SizedAvatar[],
  written: string[],
): Promise<string[]> {
  const rows = [];
  for (const { size, bytes } of sizes) {
    const storageKey = await storage.put(bytes);
    written.push(storageKey);
    rows.push({ fileId, size, storageKey, byteSize: bytes.length });
  }
  return insertFileSizes(db, rows);
}

/** The bytes of one size of an avatar file, made now if the avatar predates sizes. */
export async function avatarSizeBytes(
  ctx: { db: Database; log: FastifyBaseLogger; storage: FileStorage },
  file: FileRow,
  size: AvatarSize,
): Promise<Buffer> {
  const stored = await findFileSize(ctx.db, file.id, size);
  if (stored) return ctx.storage.get(stored.storageKey);
  const original = await ctx.storage.get(file.storageKey);
  let sizes: SizedAvatar[];
  try {
    sizes = await resizeAvatar(original);
  } catch (error) {
    // Stored avatars were decoded at upload, so this is a damaged file, not a visitor's doing.
    ctx.log.warn({ err: error, fileId: file.id }, 'an avatar could not be resized');
    throw new ApiError('fileNotFound');
  }
  const written: string[] = [];
  // Two first requests may race: one set of rows is kept, the other's bytes are removed.
  const lost = await storeAvatarSizes(ctx.storage, ctx.db, file.id, sizes, written);
  await Promise.all(lost.map((key) => ctx.storage.remove(key).catch(() => undefined)));
  return sizes.find((sized) => sized.size === size)!.bytes;
}
