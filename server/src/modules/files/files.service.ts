import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/database';
import type { AvatarSize } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { Actor, ServiceContext } from '../../lib/service-context';
import type { FileStorage } from '../../storage/storage';
import { checkUpload, type UploadPurpose } from '../../storage/uploads';
import { avatarSizeBytes, avatarSizesOf, storeAvatarSizes } from './avatar-sizes.service';
import { recordAccountEvent } from '../account-events';
import {
  findFile,
  insertFile,
  isFileOf,
  isWorkFileOfParty,
  proofOwner,
  type FileRow,
} from './files.repository';

export interface StoredFile {
  id: string;
  storageKey: string;
  /** SHA-256 of the bytes stored (after re-encoding), hex: the same file sent twice is seen. */
  sha256: string;
}

/**
 * Checks and stores one upload: bytes first (so a failure leaves no row), then its files row in
 * the caller's transaction. The caller removes the bytes if the transaction fails.
 */
export async function storeUpload(
  storage: FileStorage,
  tx: Transaction,
  bytes: Buffer,
  purpose: UploadPurpose,
  written: string[],
): Promise<StoredFile> {
  const checked = await checkUpload(bytes, purpose);
  // Sized before anything is written: an avatar that cannot be resized is refused like any other.
  const sizes = purpose === 'avatar' ? await avatarSizesOf(checked.bytes) : [];
  const storageKey = await storage.put(checked.bytes);
  written.push(storageKey);
  const file = await insertFile(tx, {
    purpose,
    contentType: checked.contentType,
    byteSize: checked.bytes.length,
    storageKey,
  });
  await storeAvatarSizes(storage, tx, file.id, sizes, written);
  return { ...file, sha256: createHash('sha256').update(checked.bytes).digest('hex') };
}

export async function removeWritten(
  storage: FileStorage,
  log: FastifyBaseLogger,
  keys: string[],
): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage
        .remove(key)
        .catch((error: unknown) => log.warn({ err: error }, 'could not remove an orphan upload')),
    ),
  );
}

export const fileUrl = (id: string | null): string | null => (id ? `/api/v1/files/${id}` : null);

/**
 * Avatars are public; proofs of payment and transfer receipts are for their owner (the company
 * that sent a receipt with its pay-in) and admins only; work delivered on a contract is for its
 * two parties and admins.
 */
export async function readableFileRow(
  ctx: ServiceContext,
  actor: Actor | null,
  fileId: string,
): Promise<FileRow> {
  const file = await findFile(ctx.db, fileId);
  if (!file) throw new ApiError('fileNotFound');
  if (!file.isPublic) {
    if (!actor) throw new ApiError('unauthenticated');
    const owner = actor.type === 'admin' ? null : { type: actor.type, id: actor.id };
    const allowed =
      owner === null ||
      (file.purpose === 'work'
        ? await isWorkFileOfParty(ctx.db, owner, fileId)
        : await isFileOf(ctx.db, owner, fileId));
    if (!allowed) throw new ApiError('wrongRole');
  }
  return file;
}

export async function readableFile(
  ctx: ServiceContext & { storage: FileStorage },
  actor: Actor | null,
  fileId: string,
): Promise<{ file: FileRow; bytes: Buffer }> {
  const file = await readableFileRow(ctx, actor, fileId);
  const bytes = await ctx.storage.get(file.storageKey);
  if (actor?.type === 'admin' && file.purpose === 'proof')
    await recordDocumentView(ctx, actor, file);
  return { file, bytes };
}

/**
 * One size of an avatar, under the same rule as the file itself (avatars are public today); any
 * other file has no sizes, and says so only to a caller who may read it.
 */
export async function readableAvatarSize(
  ctx: ServiceContext & { storage: FileStorage },
  actor: Actor | null,
  fileId: string,
  size: AvatarSize,
): Promise<{ file: FileRow; bytes: Buffer }> {
  const file = await readableFileRow(ctx, actor, fileId);
  if (file.purpose !== 'avatar') throw new ApiError('fileNotFound');
  return { file, bytes: await avatarSizeBytes(ctx, file, size) };
}

/** An admin opened someone's fee receipt: the review's audit trail says who, whose and when. */
async function recordDocumentView(ctx: ServiceContext, admin: Actor, file: FileRow) {
  const owner = await proofOwner(ctx.db, file.id);
  if (!owner) return;
  await recordAccountEvent(ctx.db, {
    actor: admin,
    subject: owner,
    action: 'viewedDocument',
    detail: { document: 'proofOfRegistrationFee' },
  });
}
