import { sql } from 'drizzle-orm';
import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Random UUIDs: ids that cannot be guessed or counted (API1). */
export const id = () => uuid('id').primaryKey().defaultRandom();
/** A time kept to the millisecond, as a keyset cursor carries it, so pages compare exactly. */
export const millis = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
/** An amount in paisa: whole numbers in `bigint`, read as a JavaScript number. */
export const money = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);
