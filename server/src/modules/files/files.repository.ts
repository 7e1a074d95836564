import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import {
  companies,
  contracts,
  disputeEvidence,
  disputes,
  files,
  fileSizes,
  freelancers,
  milestones,
  payIns,
  submissions,
  type AvatarSize,
  type FilePurpose,
} from '../../db/schema';
import { isUuid } from '../../lib/ids';

/** Queries only: the files rows and who owns a file. */
export type FileRow = typeof files.$inferSelect;

export async function insertFile(
  tx: Transaction,
  values: { purpose: FilePurpose; contentType: string; byteSize: number; storageKey: string },
): Promise<{ id: string; storageKey: string }> {
  const [row] = await tx
    .insert(files)
    .values({ ...values, isPublic: values.purpose === 'avatar' })
    .returning({ id: files.id, storageKey: files.storageKey });
  if (!row) throw new Error('insert into files returned no row');
  return row;
}

export async function findFile(db: Database, id: string): Promise<FileRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/**
 * Whether this file is the account's own: its avatar or proof, or for a company the receipt it
 * sent with a pay-in.
 */
export async function isFileOf(
  db: Database,
  owner: { type: 'freelancer' | 'company'; id: string },
  fileId: string,
): Promise<boolean> {
  if (owner.type === 'company') {
    const [receipt] = await db
      .select({ id: payIns.id })
      .from(payIns)
      .where(and(eq(payIns.proofFileId, fileId), eq(payIns.companyId, owner.id)))
      .limit(1);
    if (receipt) return true;
  }
  const table = owner.type === 'freelancer' ? freelancers : companies;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(or(eq(table.proofFileId, fileId), eq(table.avatarFileId, fileId)));
  return row?.id === owner.id;
}

/**
 * Whether a file was delivered as work, or put forward in a dispute (decision 031), on a contract
 * this freelancer or company is a party to: both sides of a deal read what either showed on it.
 */
export async function isWorkFileOfParty(
  db: Database,
  party: { type: 'freelancer' | 'company'; id: string },
  fileId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(submissions)
    .innerJoin(milestones, eq(milestones.id, submissions.milestoneId))
    .innerJoin(contracts, eq(contracts.id, milestones.contractId))
    .where(
      and(
        sql`${fileId}::uuid = any(${submissions.fileIds})`,
        party.type === 'company'
          ? eq(contracts.companyId, party.id)
          : eq(contracts.freelancerId, party.id),
      ),
    )
    .limit(1);
  return row !== undefined || isEvidenceOfParty(db, party, fileId);
}

async function isEvidenceOfParty(
  db: Database,
  party: { type: 'freelancer' | 'company'; id: string },
  fileId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: disputeEvidence.id })
    .from(disputeEvidence)
    .innerJoin(disputes, eq(disputes.id, disputeEvidence.disputeId))
    .innerJoin(contracts, eq(contracts.id, disputes.contractId))
    .where(
      and(
        eq(disputeEvidence.fileId, fileId),
        party.type === 'company'
          ? eq(contracts.companyId, party.id)
          : eq(contracts.freelancerId, party.id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The freelancer or company whose proof document this file is, if any. */
export async function proofOwner(
  db: Database,
  fileId: string,
): Promise<{ type: 'freelancer' | 'company'; id: string } | undefined> {
  for (const [type, table] of [
    ['freelancer', freelancers],
    ['company', companies],
  ] as const) {
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.proofFileId, fileId));
    if (row) return { type, id: row.id };
  }
  return undefined;
}

/** Which of these storage keys a files row, or one of its sizes, still names. */
export async function knownStorageKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [originals, sizes] = await Promise.all([
    db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, keys)),
    db
      .select({ key: fileSizes.storageKey })
      .from(fileSizes)
      .where(inArray(fileSizes.storageKey, keys)),
  ]);
  return new Set([...originals, ...sizes].map((row) => row.key));
}

export type FileSizeRow = typeof fileSizes.$inferSelect;

export async function findFileSize(
  db: Database,
  fileId: string,
  size: AvatarSize,
): Promise<FileSizeRow | undefined> {
  const [row] = await db
    .select()
    .from(fileSizes)
    .where(and(eq(fileSizes.fileId, fileId), eq(fileSizes.size, size)));
  return row;
}

/**
 * Records sizes of a file; a size another request recorded first is kept, and the keys this call
 * did not record are returned, for the caller to remove their bytes.
 */
export async function insertFileSizes(
  db: Database | Transaction,
  rows: FileSizeRow[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const kept = await db
    .insert(fileSizes)
    .values(rows)
    .onConflictDoNothing({ target: [fileSizes.fileId, fileSizes.size] })
    .returning({ key: fileSizes.storageKey });
  const keptKeys = new Set(kept.map((row) => row.key));
  return rows.map((row) => row.storageKey).filter((key) => !keptKeys.has(key));
}

/**
 * Deletes a files row (its resized copies' rows go with it) and answers every storage key it
 * named, the copies' included, for the bytes to be removed after commit.
 */
export async function deleteFileRows(tx: Database, fileId: string): Promise<string[]> {
  const copies = await tx
    .select({ key: fileSizes.storageKey })
    .from(fileSizes)
    .where(eq(fileSizes.fileId, fileId));
  const [old] = await tx
    .delete(files)
    .where(eq(files.id, fileId))
    .returning({ key: files.storageKey });
  return old ? [old.key, ...copies.map((copy) => copy.key)] : [];
}
