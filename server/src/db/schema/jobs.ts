import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
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
import { id, millis, updatedAt } from './columns';

/** A text-search document; written by PostgreSQL only (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What a keyword search reads: title and skills weigh more than the description. The
 * 'simple' configuration neither stems nor drops words, so Roman Urdu and Urdu words are kept as
 * written; prefixes do the matching (migration 0006 defines job_skills_text and job_skill_keys).
 */
const searchDocument = sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', job_skills_text(skills)), 'A') || setweight(to_tsvector('simple', description), 'B')`;

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
    // Applications that are not withdrawn, kept by the apply and withdraw transactions: the
    // 'fewest applicants' sort pages over an index on it instead of counting per job.
    applicantCount: integer('applicant_count').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(searchDocument),
    // The skills in lower case, for the skills filter's index (`&&`, any of them).
    skillKeys: text('skill_keys')
      .array()
      .generatedAlwaysAs(sql`job_skill_keys(skills)`),
    // open: listed and taking applications; filled: accepted applications reached
    // numberOfFreelancers; closed: the company stopped it (docs/decisions/014-the-jobs-life.md).
    status: text('status').$type<JobStatus>().notNull().default('open'),
    // Milliseconds, as a JavaScript Date holds them: a list's cursor carries the exact value.
    createdAt: millis('created_at').notNull().defaultNow(),
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
    // The search's orders, each over open jobs only, ties broken newest first.
    index('jobs_open_budget_idx')
      .on(newestFirst(table.budget), newestFirst(table.createdAt), newestFirst(table.id))
      .where(sql`${table.status} = 'open'`),
    // Fewest applicants first, then newest: ordered by the negated count, every key descends
    // and one row comparison pages it, read backwards from this ascending index.
    index('jobs_open_applicants_idx')
      .on(sql`(-${table.applicantCount})`, table.createdAt, table.id)
      .where(sql`${table.status} = 'open'`),
    // A category is free text, matched without case: a category few jobs have (or none) is a
    // range of this index, not a walk of every open job; its statistics tell the planner which.
    index('jobs_open_category_idx')
      .on(sql`lower(${table.jobCategory})`, newestFirst(table.createdAt), newestFirst(table.id))
      .where(sql`${table.status} = 'open'`),
    index('jobs_open_search_idx')
      .using('gin', table.searchVector)
      .where(sql`${table.status} = 'open'`),
    index('jobs_open_skills_idx')
      .using('gin', table.skillKeys)
      .where(sql`${table.status} = 'open'`),
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

/** The job a row is about: the row goes with the job. */
const jobId = () =>
  uuid('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' });

/** The freelancer a row is about: the row goes with the account. */
const freelancerId = () =>
  uuid('freelancer_id')
    .notNull()
    .references(() => freelancers.id, { onDelete: 'cascade' });

export const applications = pgTable(
  'applications',
  {
    id: id(),
    jobId: jobId(),
    freelancerId: freelancerId(),
    coverLetter: text('cover_letter').notNull(),
    proposedRate: integer('proposed_rate').notNull(),
    estimatedCompletionTime: text('estimated_completion_time').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    // Milliseconds, as jobs: My Applications is paged by a cursor that carries the exact value.
    createdAt: millis('created_at').notNull().defaultNow(),
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

/**
 * A company's invitation to a freelancer to apply to one of its jobs: once per job
 * and freelancer; the freelancer sees it on the job and is told.
 */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: id(),
    jobId: jobId(),
    freelancerId: freelancerId(),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('job_invitations_job_freelancer_unique').on(table.jobId, table.freelancerId),
    index('job_invitations_freelancer_idx').on(table.freelancerId),
  ],
);
