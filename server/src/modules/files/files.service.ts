import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/database';
import type { FilePurpose } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { Actor, ServiceContext } from '../../lib/service-context';
import type { FileStorage } from '../../storage/storage';
import { checkUpload } from '../../storage/uploads';
import { recordAccountEvent } from '../review/account-events.repository';
import { findFile, insertFile, isFileOf, proofOwner, type FileRow } from './files.repository';

export interface StoredFile {
  id: string;
  storageKey: string;
}

/**
 * Checks and stores one upload: bytes first (so a failure leaves no row), then its files row in
 * the caller's transaction. The caller removes the bytes if the transaction fails.
 */
export async function storeUpload(
  storage: FileStorage,
  tx: Transaction,
  bytes: Buffer,
  purpose: FilePurpose,
  written: string[],
): Promise<StoredFile> {
  const checked = await checkUpload(bytes, purpose);
  const storageKey = await storage.put(checked.bytes);
  written.push(storageKey);
  return insertFile(tx, {
    purpose,
    contentType: checked.contentType,
    byteSize: checked.bytes.length,
    storageKey,
  });
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

/** Avatars are public; proofs of payment are for their owner and admins only. */
export async function readableFile(
  ctx: ServiceContext & { storage: FileStorage },
  actor: Actor | null,
  fileId: string,
): Promise<{ file: FileRow; bytes: Buffer }> {
  const file = await findFile(ctx.db, fileId);
  if (!file) throw new ApiError('fileNotFound');
  if (!file.isPublic) {
    if (!actor) throw new ApiError('unauthenticated');
    const allowed =
      actor.type === 'admin' ||
      (await isFileOf(ctx.db, { type: actor.type, id: actor.id }, fileId));
    if (!allowed) throw new ApiError('wrongRole');
  }
  const bytes = await ctx.storage.get(file.storageKey);
  if (actor?.type === 'admin' && file.purpose === 'proof')
    await recordDocumentView(ctx, actor, file);
  return { file, bytes };
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
