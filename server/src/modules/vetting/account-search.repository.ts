import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, freelancers } from '../../db/schema';
import { activeCipher } from '../../lib/field-encryption';
import type { KeysetCursor } from '../../lib/keyset-cursor';
import type { AccountRow, AccountTable } from '../accounts';

type Role = 'freelancer' | 'company';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const NUMBER_LIKE = /^[\d\s-]{7,}$/;

/** What a query matches, per role: the digests of its numbers, or its name and email. */
const searchable = {
  freelancer: {
    numbers: [{ column: freelancers.cnicDigest, field: 'cnic' }],
    name: freelancers.fullName,
    email: freelancers.email,
  },
  company: {
    numbers: [
      { column: companies.ntnDigest, field: 'companyNtn' },
      { column: companies.pocIdDigest, field: 'pocId' },
    ],
    name: companies.companyName,
    email: companies.email,
  },
} as const;

export function matching(role: Role, q: string): SQL | undefined {
  if (!q) return undefined;
  const { numbers, name, email } = searchable[role];
  if (NUMBER_LIKE.test(q) && q.replace(/\D/g, '').length >= 7) {
    const cipher = activeCipher();
    return or(...numbers.map(({ column, field }) => eq(column, cipher.digest(q, field))));
  }
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(name, pattern), ilike(email, pattern));
}

/** One page of one kind's accounts (one row more than asked), keyset on (submitted_at, id). */
export async function searchAccountRows(
  db: Database,
  accountTable: AccountTable,
  query: {
    status: 'inactive' | 'active';
    sort: 'waiting' | 'newest';
    limit: number;
    matching: SQL | undefined;
    after: KeysetCursor | undefined;
  },
): Promise<AccountRow[]> {
  // Both tables have the columns a search reads; drizzle cannot type a union of tables.
  const table = accountTable as typeof freelancers;
  const forwards = query.sort === 'waiting';
  const { after } = query;
  const beyond = after
    ? sql`(${table.submittedAt}, ${table.id}) ${sql.raw(forwards ? '>' : '<')} (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const order = forwards
    ? [asc(table.submittedAt), asc(table.id)]
    : [desc(table.submittedAt), desc(table.id)];
  return db
    .select()
    .from(table)
    .where(
      and(
        eq(table.isActive, query.status === 'active'),
        isNull(table.closedAt),
        query.matching,
        beyond,
      ),
    )
    .orderBy(...order)
    .limit(query.limit + 1);
}
