import { and, count, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { applications, companies, freelancers, jobs, messages } from '../../db/schema';
import { olderThan } from '../../lib/keyset-page';
import type { KeysetCursor } from '../../lib/keyset-cursor';

export type Party = 'freelancer' | 'company';
export type MessageRow = typeof messages.$inferSelect;

/** An application seen as a conversation: its two parties and what each may see of the other. */
export async function findConversation(db: Database, applicationId: string) {
  const [row] = await db
    .select({
      applicationId: applications.id,
      status: applications.status,
      jobId: jobs.id,
      jobTitle: jobs.title,
      freelancer: {
        id: freelancers.id,
        name: freelancers.fullName,
        email: freelancers.email,
        phone: freelancers.phone,
      },
      company: { id: companies.id, name: companies.companyName, email: companies.email },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(freelancers, eq(freelancers.id, applications.freelancerId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}
export type Conversation = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

/** Newest first, one more than asked so the caller knows whether a next page exists. */
export async function listMessages(
  db: Database,
  applicationId: string,
  limit: number,
  beforeSeq: number | undefined,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.applicationId, applicationId),
        beforeSeq === undefined ? undefined : lt(messages.seq, beforeSeq),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(limit + 1);
}

export async function insertMessage(
  db: Database,
  values: { applicationId: string; senderType: Party; senderId: string; body: string },
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('insert into messages returned no row');
  return row;
}

/** The other party's messages to `reader` become read; answers how many changed. */
export async function markMessagesRead(
  db: Database,
  applicationId: string,
  reader: Party,
): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.applicationId, applicationId),
        ne(messages.senderType, reader),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/** Every statement about "my" conversations names the reader as one of the two parties. */
const partyIs = (party: Party, id: string) =>
  party === 'freelancer' ? eq(applications.freelancerId, id) : eq(jobs.companyId, id);

export async function countUnreadMessages(db: Database, party: Party, id: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .innerJoin(applications, eq(applications.id, messages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(partyIs(party, id), ne(messages.senderType, party), isNull(messages.readAt)));
  return row?.unread ?? 0;
}

/**
 * The inbox: the reader's applications that have messages or were accepted, latest activity
 * first. Activity is the last message's time, or the acceptance for a silent accepted one.
 */
export async function listConversations(
  db: Database,
  party: Party,
  id: string,
  limit: number,
  after: KeysetCursor | undefined,
) {
  const lastMessage = sql`(select max(m.created_at) from ${messages} m where m.application_id = ${applications.id})`;
  const activity = sql<Date>`date_trunc('milliseconds', coalesce(${lastMessage}, case when ${applications.status} = 'accepted' then ${applications.updatedAt} end))`;
  const latest = (column: string) =>
    sql.raw(
      `(select m.${column} from messages m where m.application_id = "applications"."id" order by m.seq desc limit 1)`,
    );
  return db
    .select({
      applicationId: applications.id,
      status: applications.status,
      jobTitle: jobs.title,
      otherPartyName: party === 'freelancer' ? companies.companyName : freelancers.fullName,
      activity: activity.mapWith((value: string | Date) => new Date(value)),
      lastText: sql<string | null>`${latest('body')}`,
      lastSender: sql<Party | null>`${latest('sender_type')}`,
      lastAt: sql<string | null>`${latest('created_at')}`,
      unread:
        sql<number>`(select count(*) from ${messages} m where m.application_id = ${applications.id} and m.sender_type <> ${party} and m.read_at is null)`.mapWith(
          Number,
        ),
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(freelancers, eq(freelancers.id, applications.freelancerId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        partyIs(party, id),
        sql`${activity} is not null`,
        olderThan(activity, applications.id, after),
      ),
    )
    .orderBy(desc(activity), desc(applications.id))
    .limit(limit + 1);
}
