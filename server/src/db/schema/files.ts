import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const filePurposes = ['proof', 'avatar'] as const;
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
    check('files_purpose_check', sql`${table.purpose} in ('proof', 'avatar')`),
    check('files_byte_size_check', sql`${table.byteSize} > 0`),
  ],
);
