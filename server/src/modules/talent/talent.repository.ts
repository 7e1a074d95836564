import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TalentSearch } from '@kaamyaab/shared-api/contract';
import type { Database, Transaction } from '../../db/database';
import { applications, companies, freelancers, jobInvitations, jobs } from '../../db/schema';
import { writeOrConflict } from '../../lib/unique-violation';
import { olderThan, type NewestPosition } from '../../lib/keyset-page';
import { prefixQuery, withAnySkill } from '../../db/text-search';
import { hasRow } from '../../db/has-row';
import { idsAmongMatches } from '../../db/match-estimate';

/**
 * The talent directory's queries. Only approved freelancers, only their public face;
 * the email and phone are read only where the viewing company accepted them, and the presenter
 * shows them only then.
 */
export interface TalentRow {
  freelancer: {
    id: string;
    fullName: string;
    skills: string;
    bio: string;
    avatarFileId: string | null;
    createdAt: Date;
  };
  acceptedJobs: number;
  contact: { email: string; phone: string } | null;
}

// Written with aliases: drizzle leaves a column in a select list unqualified, which inside a
// subquery would name the subquery's own table.
const acceptedJobs = sql<number>`(select count(*)::int from applications a where a.freelancer_id = "freelancers"."id" and a.status = 'accepted')`;

/** Whether this company accepted one of the freelancer's applications. */
const hiredBy = (companyId: string) =>
  sql`exists (select 1 from applications a inner join jobs j on j.id = a.job_id where a.freelancer_id = "freelancers"."id" and a.status = 'accepted' and j.company_id = ${companyId}::uuid)`;

function filters(search: TalentSearch): (SQL | undefined)[] {
  const words = search.q ? prefixQuery(search.q) : undefined;
  return [
    // A literal condition, so the planner matches the partial indexes' predicate.
    sql`${freelancers.isActive}`,
    words ? sql`${freelancers.searchVector} @@ to_tsquery('simple', ${words})` : undefined,
    withAnySkill(freelancers.skillKeys, search.skills),
  ];
}

/** A freelancer's public face; the contacts only where `viewerCompanyId` accepted them. */
function talentColumns(viewerCompanyId: string | null) {
  const hired = viewerCompanyId ? hiredBy(viewerCompanyId) : sql`false`;
  return {
    freelancer: {
      id: freelancers.id,
      fullName: freelancers.fullName,
      skills: freelancers.skills,
      bio: freelancers.bio,
      avatarFileId: freelancers.avatarFileId,
      createdAt: freelancers.createdAt,
    },
    acceptedJobs,
    email: sql<string | null>`case when ${hired} then ${freelancers.email} end`,
    phone: sql<string | null>`case when ${hired} then ${freelancers.phone} end`,
  };
}

type TalentColumns = Omit<TalentRow, 'contact'> & { email: string | null; phone: string | null };

const talentRow = ({ email, phone, ...row }: TalentColumns): TalentRow => ({
  ...row,
  contact: email !== null && phone !== null ? { email, phone } : null,
});

const newest = [desc(freelancers.createdAt), desc(freelancers.id)];

/** Newest first, ties by id: one range of freelancers_directory_idx per page, at any depth. */
export async function findTalentPage(
  db: Database,
  search: TalentSearch,
  viewerCompanyId: string | null,
  limit: number,
  after?: NewestPosition,
): Promise<TalentRow[]> {
  const rows = await db
    .select(talentColumns(viewerCompanyId))
    .from(freelancers)
    .where(and(...filters(search), olderThan(freelancers.createdAt, freelancers.id, after)))
    .orderBy(...newest)
    .limit(limit);
  return rows.map(talentRow);
}

/**
 * The same page for a search few freelancers match: at most `most` matches found through the
 * index of their words or skills, the page chosen among them. Undefined when more match: then
 * the walk of freelancers_directory_idx reaches a page sooner.
 */
export async function findTalentAmongMatches(
  db: Database,
  search: TalentSearch,
  viewerCompanyId: string | null,
  limit: number,
  after: NewestPosition | undefined,
  most: number,
): Promise<TalentRow[] | undefined> {
  const matches = db
    .select({ id: freelancers.id, createdAt: freelancers.createdAt, key: sql`0`.as('key') })
    .from(freelancers)
    .where(and(...filters(search), olderThan(freelancers.createdAt, freelancers.id, after)));
  const ids = await idsAmongMatches(db, matches, limit, most);
  if (!ids?.length) return ids && [];
  const rows = await db
    .select(talentColumns(viewerCompanyId))
    .from(freelancers)
    .where(inArray(freelancers.id, ids))
    .orderBy(...newest);
  return rows.map(talentRow);
}

export const isApprovedFreelancer = (db: Database, freelancerId: string) =>
  hasRow(db, freelancers, and(eq(freelancers.id, freelancerId), eq(freelancers.isActive, true)));

export const hasApplied = (tx: Transaction, jobId: string, freelancerId: string) =>
  hasRow(
    tx,
    applications,
    and(eq(applications.jobId, jobId), eq(applications.freelancerId, freelancerId)),
  );

export type InvitationRow = typeof jobInvitations.$inferSelect;

/** Once per job and freelancer: the unique constraint answers a second invitation. */
export async function insertInvitation(
  tx: Transaction,
  jobId: string,
  freelancerId: string,
): Promise<InvitationRow> {
  return writeOrConflict(
    async () => {
      const [row] = await tx.insert(jobInvitations).values({ jobId, freelancerId }).returning();
      if (!row) throw new Error('insert into job_invitations returned no row');
      return row;
    },
    { unique: 'alreadyInvited' },
  );
}

/** A freelancer's invitation to one job, with the inviting company's name. */
export async function findInvitation(db: Database, jobId: string, freelancerId: string) {
  const [row] = await db
    .select({ companyName: companies.companyName, createdAt: jobInvitations.createdAt })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobInvitations.jobId, jobId), eq(jobInvitations.freelancerId, freelancerId)))
    .limit(1);
  return row;
}
