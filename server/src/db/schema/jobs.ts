import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import type {
  ApplicationStatus,
  ExperienceLevel,
  JobStatus,
  ProjectType,
} from '@kaamyaab/shared-api/contract';
import { companies, freelancers } from './accounts';
import { id, updatedAt } from './columns';

/** Descending with nulls first, as PostgreSQL sorts `DESC` (drizzle's `.desc()` says nulls last). */
const newestFirst = (column: ExtraConfigColumn) => column.desc().nullsFirst();

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    projectType: text('project_type').$type<ProjectType>().notNull(),
    experienceLevel: text('experience_level').$type<ExperienceLevel>().notNull(),
    jobCategory: text('job_category').notNull(),
    skills: text('skills').array().notNull(),
    budget: integer('budget').notNull(),
    duration: text('duration').notNull().default(''),
    numberOfFreelancers: integer('number_of_freelancers').notNull().default(1),
    // open: listed and taking applications; filled: accepted applications reached
    // numberOfFreelancers; closed: the company stopped it (docs/decisions/014-the-jobs-life.md).
    status: text('status').$type<JobStatus>().notNull().default('open'),
    // Milliseconds, as a JavaScript Date holds them: a list's cursor carries the exact value.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  // Lists walk (created_at, id) newest first; these are PostgreSQL's own `DESC` (nulls first),
  // the order `ORDER BY created_at DESC, id DESC` asks for, so a page is an index range scan.
  // Available Jobs lists open jobs only: its index holds only those.
  (table) => [
    index('jobs_open_created_idx')
      .on(newestFirst(table.createdAt), newestFirst(table.id))
      .where(sql`${table.status} = 'open'`),
    index('jobs_company_created_idx').on(
      table.companyId,
      newestFirst(table.createdAt),
      newestFirst(table.id),
    ),
    check('jobs_project_type_check', sql`${table.projectType} in ('one-time', 'ongoing')`),
    check(
      'jobs_experience_level_check',
      sql`${table.experienceLevel} in ('entry', 'intermediate', 'expert')`,
    ),
    check('jobs_budget_check', sql`${table.budget} > 0`),
    check('jobs_number_of_freelancers_check', sql`${table.numberOfFreelancers} >= 1`),
    check('jobs_status_check', sql`${table.status} in ('open', 'closed', 'filled')`),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter').notNull(),
    proposedRate: integer('proposed_rate').notNull(),
    estimatedCompletionTime: text('estimated_completion_time').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    // Milliseconds, as jobs: My Applications is paged by a cursor that carries the exact value.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('applications_job_freelancer_unique').on(table.jobId, table.freelancerId),
    index('applications_freelancer_idx').on(
      table.freelancerId,
      newestFirst(table.createdAt),
      newestFirst(table.id),
    ),
    index('applications_job_idx').on(table.jobId, newestFirst(table.createdAt)),
    check(
      'applications_status_check',
      sql`${table.status} in ('pending', 'accepted', 'rejected', 'withdrawn')`,
    ),
    check('applications_proposed_rate_check', sql`${table.proposedRate} > 0`),
  ],
);
