import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { files, type FilePurpose } from '../../db/schema';
import { checkUpload } from '../../storage/uploads';

export interface StoredFile {
  id: string;
  storageKey: string;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Checks and stores one upload: bytes first (so a failure leaves no row), then its files row in
 * the caller's transaction. The caller removes the bytes if the transaction fails.
 */
export async function storeUpload(
  app: FastifyInstance,
  tx: Transaction,
  bytes: Buffer,
  purpose: FilePurpose,
  written: string[],
): Promise<StoredFile> {
  const checked = await checkUpload(bytes, purpose);
  const storageKey = await app.storage.put(checked.bytes);
  written.push(storageKey);
  const [row] = await tx
    .insert(files)
    .values({
      purpose,
      contentType: checked.contentType,
      byteSize: checked.bytes.length,
      storageKey,
      isPublic: purpose === 'avatar',
    })
    .returning({ id: files.id, storageKey: files.storageKey });
  if (!row) throw new Error('The file row was not written');
  return row;
}

export async function removeWritten(app: FastifyInstance, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      app.storage
        .remove(key)
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not remove an orphan upload'),
        ),
    ),
  );
}

export const fileUrl = (id: string | null): string | null => (id ? `/api/v1/files/${id}` : null);
