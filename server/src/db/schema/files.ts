import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** proof: a sign-up document; payment: a transfer receipt; work: a file delivered on a contract. */
export const filePurposes = ['proof', 'avatar', 'payment', 'work'] as const;
export type FilePurpose = (typeof filePurposes)[number];

/**
 * Every stored upload. The bytes live behind the storage interface under `storageKey` (a random
 * name, never the visitor's); private documents are readable only by their owner and admins.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check('files_purpose_check', sql`${table.purpose} in ('proof', 'avatar', 'payment', 'work')`),
    check('files_byte_size_check', sql`${table.byteSize} > 0`),
  ],
);

/** The square sizes an avatar is served in (px): a small one for lists and headers, a large one. */
export const avatarSizes = [64, 256] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/**
 * An avatar resized (WebP, pixels only) at one of `avatarSizes`. Derived from its file at upload,
 * or on first request for avatars uploaded before sizes existed. Like the file, never changed:
 * a new avatar is a new file, so its sizes' addresses are new too.
 */
export const fileSizes = pgTable(
  'file_sizes',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    size: integer('size').$type<AvatarSize>().notNull(),
    storageKey: text('storage_key').notNull().unique(),
    byteSize: integer('byte_size').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.size] }),
    check('file_sizes_size_check', sql`${table.size} in (64, 256)`),
    check('file_sizes_byte_size_check', sql`${table.byteSize} > 0`),
  ],
);
