import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { sha256 } from './manifest';

type Queryable = Database | Transaction;

/** One table as a backup copies it: the columns it can write back, and its identity columns. */
export interface TableShape {
  name: string;
  /** Every column but the generated ones, which the database computes again on restore. */
  columns: string[];
  /** `GENERATED … AS IDENTITY` columns: restored as they were, then their sequences moved on. */
  identities: string[];
}

export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The application's tables, parents before children: in that order every row's foreign keys
 * name rows already written. The migrations' own bookkeeping (schema `drizzle`) is not copied:
 * the restoring build runs its migrations, and the manifest says which were applied.
 */
export async function tablesInOrder(db: Queryable): Promise<TableShape[]> {
  const columns = await rowsOf<{ table: string; column: string; identity: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column", c.is_identity as "identity"
          from information_schema.columns c
          join information_schema.tables t
            on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
           and c.is_generated = 'NEVER'
         order by c.table_name, c.ordinal_position`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
          from pg_constraint k
          join pg_class child on child.oid = k.conrelid
          join pg_class parent on parent.oid = k.confrelid
         where k.contype = 'f' and k.connamespace = 'public'::regnamespace
           and k.conrelid <> k.confrelid`,
  );
  const shapes = new Map<string, TableShape>();
  for (const { table, column, identity } of columns) {
    const shape = shapes.get(table) ?? { name: table, columns: [], identities: [] };
    shape.columns.push(column);
    if (identity === 'YES') shape.identities.push(column);
    shapes.set(table, shape);
  }
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name)) throw new Error(`foreign keys form a cycle: ${[...path, name]}`);
    for (const { child, parent } of references)
      if (child === name && shapes.has(parent)) place(parent, [...path, name]);
    placed.add(name);
    ordered.push(shapes.get(name)!);
  };
  for (const name of [...shapes.keys()].sort()) place(name, []);
  return ordered;
}

export async function countRows(db: Queryable, table: string): Promise<number> {
  const [row] = await rowsOf<{ count: string }>(
    db,
    sql.raw(`select count(*) as count from ${quoted(table)}`),
  );
  return Number(row?.count ?? 0);
}

/** Every table's row count, by name. */
export async function countsOf(db: Queryable, tables: TableShape[]) {
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = await countRows(db, name);
  return counts;
}

/** The migrations a database has applied, by their recorded hashes, oldest first. */
export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const applied = await rowsOf<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return applied.map((row) => row.hash);
}

/**
 * What the ledger holds, one line per account (`account balance`, sorted), as a SHA-256: two
 * databases with the same digest owe every party the same paisa.
 */
export async function ledgerDigest(db: Queryable) {
  const balances = await rowsOf<{ account: string; balance: string }>(
    db,
    sql`select account, sum(amount)::text as balance from ledger_entries
         group by account order by account collate "C"`,
  );
  const lines = balances.map((row) => `${row.account} ${row.balance}`);
  return { accounts: lines.length, sha256: sha256(lines.join('\n')) };
}

/** The storage keys the database names: every upload and every resized copy of an avatar. */
export async function referencedFileKeys(db: Queryable): Promise<string[]> {
  const keys = await rowsOf<{ key: string }>(
    db,
    sql`select storage_key as key from files union select storage_key from file_sizes
         order by 1`,
  );
  return keys.map((row) => row.key);
}
