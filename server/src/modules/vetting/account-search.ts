import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { activeCipher } from '../../lib/field-encryption';
import { pageOf } from '../../lib/keyset-page';
import type { ServiceContext } from '../../lib/service-context';
import { accountKinds } from '../accounts/account-kinds';
import type { AccountRow } from '../accounts/accounts.repository';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { companies, freelancers } from '../../db/schema';

/**
 * Manage Users at scale (issue 12 item 4). Pages are keyset on (submitted_at, id), the queue's
 * index; the waiting sort reads it forwards, the newest sort backwards. A query that looks like a
 * whole CNIC or NTN (seven or more digits) is matched by its keyed digest, since the numbers are
 * sealed; anything else by name or email.
 */
type Role = 'freelancer' | 'company';

export interface AccountSearch {
  status: 'inactive' | 'active';
  q: string;
  sort: 'waiting' | 'newest';
  limit: number;
  after?: string;
}

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

function matching(role: Role, q: string): SQL | undefined {
  if (!q) return undefined;
  const { numbers, name, email } = searchable[role];
  if (NUMBER_LIKE.test(q) && q.replace(/\D/g, '').length >= 7) {
    const cipher = activeCipher();
    return or(...numbers.map(({ column, field }) => eq(column, cipher.digest(q, field))));
  }
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(name, pattern), ilike(email, pattern));
}

export async function searchAccounts(ctx: ServiceContext, role: Role, query: AccountSearch) {
  const kind = accountKinds[role];
  const table = kind.table as typeof freelancers;
  const after = query.after ? decodeCursor(query.after) : undefined;
  const forwards = query.sort === 'waiting';
  const beyond = after
    ? sql`(${table.submittedAt}, ${table.id}) ${sql.raw(forwards ? '>' : '<')} (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const order = forwards
    ? [asc(table.submittedAt), asc(table.id)]
    : [desc(table.submittedAt), desc(table.id)];
  const rows: AccountRow[] = await ctx.db
    .select()
    .from(table)
    .where(
      and(
        eq(table.isActive, query.status === 'active'),
        isNull(table.closedAt),
        matching(role, query.q),
        beyond,
      ),
    )
    .orderBy(...order)
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) =>
    encodeCursor({ createdAt: last.submittedAt, id: last.id }),
  );
  return {
    accounts: page.map((row) => ({
      ...(kind.presentListed as (r: AccountRow) => object)(row),
      emailVerified: row.emailVerifiedAt !== null,
    })),
    nextCursor,
  };
}
