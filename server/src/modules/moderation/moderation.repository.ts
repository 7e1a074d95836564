import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ReportReason, ReportTarget } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import {
  applications,
  companies,
  freelancers,
  jobs,
  messages,
  reports,
  type PrincipalType,
} from '../../db/schema';

/** Queries of the reports and the things they report (docs/decisions/033-enforcement.md). */

export type Party = 'freelancer' | 'company';

/** A reported thing as it is now: whose it is and what it says. */
export interface TargetRow {
  targetType: ReportTarget;
  targetId: string;
  owner: { role: Party; id: string; name: string };
  title: string;
  content: string;
  hidden: boolean;
  /** Who may report it when only its parties may (a message's conversation); null: anyone. */
  parties: { company: string; freelancer: string } | null;
}

const accountTables = { freelancer: freelancers, company: companies } as const;

async function profileTarget(db: Database, role: Party, id: string): Promise<TargetRow | null> {
  const name = role === 'freelancer' ? freelancers.fullName : companies.companyName;
  const table = accountTables[role] as typeof freelancers;
  const [row] = await db
    .select({ id: table.id, name: sql<string>`${name}`, active: table.isActive })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.closedAt)));
  if (!row) return null;
  return {
    targetType: role,
    targetId: row.id,
    owner: { role, id: row.id, name: row.name },
    title: row.name,
    content: '',
    hidden: !row.active,
    parties: null,
  };
}

async function jobTarget(db: Database, id: string): Promise<TargetRow | null> {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      description: jobs.description,
      status: jobs.status,
      companyId: jobs.companyId,
      companyName: companies.companyName,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id));
  if (!row) return null;
  return {
    targetType: 'job',
    targetId: row.id,
    owner: { role: 'company', id: row.companyId, name: row.companyName },
    title: row.title,
    content: row.description,
    hidden: row.status === 'closed',
    parties: null,
  };
}

async function messageTarget(db: Database, id: string): Promise<TargetRow | null> {
  const [row] = await db
    .select({
      id: messages.id,
      body: messages.body,
      hiddenAt: messages.hiddenAt,
      senderType: messages.senderType,
      senderId: messages.senderId,
      freelancerId: applications.freelancerId,
      freelancerName: freelancers.fullName,
      companyId: jobs.companyId,
      companyName: companies.companyName,
      jobTitle: jobs.title,
    })
    .from(messages)
    .innerJoin(applications, eq(applications.id, messages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(freelancers, eq(freelancers.id, applications.freelancerId))
    .where(eq(messages.id, id));
  if (!row) return null;
  const fromCompany = row.senderType === 'company';
  return {
    targetType: 'message',
    targetId: row.id,
    owner: {
      role: row.senderType,
      id: row.senderId,
      name: fromCompany ? row.companyName : row.freelancerName,
    },
    title: row.jobTitle,
    content: row.body,
    hidden: row.hiddenAt !== null,
    parties: { company: row.companyId, freelancer: row.freelancerId },
  };
}

export function findTarget(
  db: Database,
  type: ReportTarget,
  id: string,
): Promise<TargetRow | null> {
  if (type === 'job') return jobTarget(db, id);
  if (type === 'message') return messageTarget(db, id);
  return profileTarget(db, type, id);
}

/** Answers the new report, or null when this reporter already has one open on the target. */
export async function insertReport(
  db: Database,
  values: {
    reporterType: Party;
    reporterId: string;
    targetType: ReportTarget;
    targetId: string;
    reason: ReportReason;
    body: string;
  },
) {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export type ReportRow = typeof reports.$inferSelect;

/** The open reports, oldest first, at most `limit` targets' worth. */
export async function openReports(db: Database, limit: number) {
  const targets = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      first: sql<Date>`min(${reports.createdAt})`,
    })
    .from(reports)
    .where(eq(reports.status, 'open'))
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(sql`min(${reports.createdAt})`)
    .limit(limit);
  if (targets.length === 0) return [];
  const rows = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.status, 'open'),
        inArray(
          reports.targetId,
          targets.map((target) => target.targetId),
        ),
      ),
    )
    .orderBy(asc(reports.createdAt));
  return targets.map((target) => ({
    targetType: target.targetType,
    targetId: target.targetId,
    reports: rows.filter(
      (row) => row.targetType === target.targetType && row.targetId === target.targetId,
    ),
  }));
}

/** Closes a target's open reports with the outcome; answers their reporters. */
export async function resolveOpenReports(
  tx: Database,
  target: { type: ReportTarget; id: string },
  outcome: { status: 'actioned' | 'dismissed'; adminId: string; note: string },
) {
  return tx
    .update(reports)
    .set({
      status: outcome.status,
      resolvedBy: outcome.adminId,
      note: outcome.note,
      resolvedAt: sql`now()`,
    })
    .where(
      and(
        eq(reports.targetType, target.type),
        eq(reports.targetId, target.id),
        eq(reports.status, 'open'),
      ),
    )
    .returning({
      id: reports.id,
      reporterType: reports.reporterType,
      reporterId: reports.reporterId,
    });
}

/** Hides a message from both parties, once; its text stays for admins. */
export async function hideMessage(tx: Database, id: string, reason: ReportReason) {
  const rows = await tx
    .update(messages)
    .set({ hiddenReason: reason, hiddenAt: sql`now()` })
    .where(and(eq(messages.id, id), isNull(messages.hiddenAt)))
    .returning({ id: messages.id, applicationId: messages.applicationId });
  return rows[0] ?? null;
}

/** The names of reporters, by id, for the admins' queue. */
export async function namesOf(
  db: Database,
  people: { type: PrincipalType; id: string }[],
): Promise<Map<string, string>> {
  const idsOf = (type: Party) => [
    ...new Set(people.filter((p) => p.type === type).map((p) => p.id)),
  ];
  const [fs, cs] = await Promise.all([
    idsOf('freelancer').length
      ? db
          .select({ id: freelancers.id, name: freelancers.fullName })
          .from(freelancers)
          .where(inArray(freelancers.id, idsOf('freelancer')))
      : [],
    idsOf('company').length
      ? db
          .select({ id: companies.id, name: companies.companyName })
          .from(companies)
          .where(inArray(companies.id, idsOf('company')))
      : [],
  ]);
  return new Map([...fs, ...cs].map((row) => [row.id, row.name]));
}
