import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { pageOf } from '../../lib/keyset-page';
import type { ServiceContext } from '../../lib/service-context';
import { accountKinds, presentAs } from '../accounts';
import { matching, searchAccountRows } from './account-search.repository';

/**
 * Manage Users at scale. Pages are keyset on (submitted_at, id), the queue's
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

export async function searchAccounts(ctx: ServiceContext, role: Role, query: AccountSearch) {
  const kind = accountKinds[role];
  const after = query.after ? decodeCursor(query.after) : undefined;
  const rows = await searchAccountRows(ctx.db, kind.table, {
    ...query,
    matching: matching(role, query.q),
    after,
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (last) =>
    encodeCursor({ createdAt: last.submittedAt, id: last.id }),
  );
  return {
    accounts: page.map((row) => ({
      ...presentAs(kind, 'presentListed', row),
      emailVerified: row.emailVerifiedAt !== null,
    })),
    nextCursor,
  };
}
