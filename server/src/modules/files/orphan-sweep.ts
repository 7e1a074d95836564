import type { ServiceContext } from '../../lib/service-context';
import type { FileStorage } from '../../storage/storage';
import { knownStorageKeys } from './files.repository';

/** Young files may belong to a sign-up still in its transaction, here or on another server. */
export const ORPHAN_MIN_AGE_MS = 10 * 60_000;
const BATCH = 500;

/**
 * Removes stored bytes no files row names: what a process killed between writing an upload and
 * committing its row (or before renaming its temporary file) left behind. Run at start.
 */
export async function sweepOrphanUploads(
  ctx: ServiceContext & { storage: FileStorage },
  { minAgeMs = ORPHAN_MIN_AGE_MS, now = Date.now() } = {},
): Promise<number> {
  const old: string[] = [];
  for await (const { key, modifiedAt } of ctx.storage.list())
    if (now - modifiedAt.getTime() >= minAgeMs) old.push(key);
  let removed = 0;
  for (let start = 0; start < old.length; start += BATCH) {
    const batch = old.slice(start, start + BATCH);
    const known = await knownStorageKeys(ctx.db, batch);
    for (const key of batch.filter((candidate) => !known.has(candidate))) {
      await ctx.storage.remove(key);
      removed += 1;
    }
  }
  if (removed > 0) ctx.log.info({ removed }, 'removed orphan uploads');
  return removed;
}
