import * as z from 'zod/mini';
import { pageFields } from './paging';
import { preprocess } from './preprocess';
import { onFirstUse } from './on-first-use';

/**
 * Jobs and applications: the spec's forms and messages and the public API contract's bodies.
 * One set of rules and messages serves the forms (client validation) and the server (route
 * schemas), so both always say the same thing.
 */

export const projectTypes = ['one-time', 'ongoing'] as const;
export const experienceLevels = ['entry', 'intermediate', 'expert'] as const;
/** `withdrawn`: the applicant took it back while it was pending; it counts toward nothing. */
export const applicationStatuses = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export const applicationDecisions = ['accepted', 'rejected'] as const;
/** open: listed, taking applications; filled: enough accepted; closed: stopped by its company. */
export const jobStatuses = ['open', 'closed', 'filled'] as const;
/** What a company can set by hand: close a job, or reopen it. */
export const jobStatusChanges = ['open', 'closed'] as const;
export type ProjectType = (typeof projectTypes)[number];
export type ExperienceLevel = (typeof experienceLevels)[number];
export type ApplicationStatus = (typeof applicationStatuses)[number];
export type ApplicationDecision = (typeof applicationDecisions)[number];
export type JobStatus = (typeof jobStatuses)[number];
export type JobStatusChange = (typeof jobStatusChanges)[number];

/** The categories the Post a New Job form offers; the server accepts any short text. */
export const jobCategories = [
  'Web Development',
  'Mobile Apps',
  'Design',
  'Writing',
  'Marketing',
  'Data & AI',
  'Other',
] as const;

/** Amounts are whole rupees; a cap keeps them far inside the database's integer range. */
export const MAX_PKR_AMOUNT = 100_000_000;
export const MAX_FREELANCERS_PER_JOB = 100;
export const JOBS_PAGE_DEFAULT = 50;
export const JOBS_PAGE_MAX = 200;

export const jobMessages = {
  titleRequired: 'Job title is required',
  titleTooLong: 'Job title must be at most 120 characters',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 5000 characters',
  projectType: 'Please choose a project type: one-time or ongoing',
  experienceLevel: 'Please choose an experience level: entry, intermediate or expert',
  categoryRequired: 'Job category is required',
  categoryTooLong: 'Job category must be at most 60 characters',
  skillsRequired: 'At least one skill is required',
  skillTooLong: 'Each skill must be at most 50 characters',
  tooManySkills: 'At most 30 skills can be listed',
  budgetRequired: 'Budget is required',
  budgetInvalid: 'Budget must be a positive amount in PKR',
  durationTooLong: 'Project duration must be at most 120 characters',
  freelancersMin: 'At least 1 freelancer is needed',
  freelancersMax: 'At most 100 freelancers can be requested',
  pageNotSupported: 'Paging by page number is not supported. Please follow nextCursor with after.',
  status: "Status must be 'open' or 'closed'",
} as const;

export const applicationMessages = {
  jobRequired: 'Job is required',
  jobInvalid: 'This job does not exist.',
  coverLetterRequired: 'Cover letter is required',
  coverLetterTooLong: 'Cover letter must be at most 5000 characters',
  rateRequired: 'Proposed rate is required',
  rateInvalid: 'Proposed rate must be a positive amount in PKR',
  timeRequired: 'Estimated completion time is required',
  timeTooLong: 'Estimated completion time must be at most 120 characters',
  status: "Status must be 'accepted' or 'rejected'",
  alreadyApplied: 'You have already applied for this job.',
  alreadyDecided: 'This application has already been decided.',
  applyFailed: 'Failed to apply for the job',
} as const;

const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/**
 * Form fields arrive as text in older clients, so a plain digit string is read as its number and
 * a blank one as missing; anything else (true, 1.5, '1e3', negative) is refused, not guessed at.
 */
function digitsToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return /^\s*\d+\s*$/.test(value) ? Number(value) : value;
}

/** Whole rupees. */
const pkrAmount = (required: string, invalid: string) =>
  preprocess(
    digitsToNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .check(z.int(invalid), z.positive(invalid), z.maximum(MAX_PKR_AMOUNT, invalid)),
  );

const wholeCount = onFirstUse(() =>
  preprocess(
    digitsToNumber,
    z
      .number({ error: jobMessages.freelancersMin })
      .check(
        z.int(jobMessages.freelancersMin),
        z.minimum(1, jobMessages.freelancersMin),
        z.maximum(MAX_FREELANCERS_PER_JOB, jobMessages.freelancersMax),
      ),
  ),
);

export const PostJobSchema = onFirstUse(() =>
  z.object({
    title: requiredText(jobMessages.titleRequired, 120, jobMessages.titleTooLong),
    description: requiredText(
      jobMessages.descriptionRequired,
      5000,
      jobMessages.descriptionTooLong,
    ),
    projectType: z.enum(projectTypes, { error: jobMessages.projectType }),
    experienceLevel: z.enum(experienceLevels, { error: jobMessages.experienceLevel }),
    jobCategory: requiredText(jobMessages.categoryRequired, 60, jobMessages.categoryTooLong),
    skills: z
      .array(requiredText(jobMessages.skillsRequired, 50, jobMessages.skillTooLong), {
        error: jobMessages.skillsRequired,
      })
      .check(
        z.minLength(1, jobMessages.skillsRequired),
        z.maxLength(30, jobMessages.tooManySkills),
      ),
    budget: pkrAmount(jobMessages.budgetRequired, jobMessages.budgetInvalid),
    duration: z._default(
      z.string().check(z.trim(), z.maxLength(120, jobMessages.durationTooLong)),
      '',
    ),
    numberOfFreelancers: z._default(wholeCount, 1),
    /** Legacy field: the server posts as the signed-in company and refuses any other id. */
    postedBy: z.optional(z.string()),
  }),
);
export type PostJobBody = z.output<typeof PostJobSchema>;

export const ApplySchema = onFirstUse(() =>
  z.object({
    jobId: z.uuid({
      error: (issue) =>
        issue.input === undefined
          ? applicationMessages.jobRequired
          : applicationMessages.jobInvalid,
    }),
    /** Legacy field: the server applies as the signed-in freelancer and refuses any other id. */
    applicantId: z.optional(z.string()),
    coverLetter: requiredText(
      applicationMessages.coverLetterRequired,
      5000,
      applicationMessages.coverLetterTooLong,
    ),
    proposedRate: pkrAmount(applicationMessages.rateRequired, applicationMessages.rateInvalid),
    estimatedCompletionTime: requiredText(
      applicationMessages.timeRequired,
      120,
      applicationMessages.timeTooLong,
    ),
  }),
);
export type ApplyBody = z.output<typeof ApplySchema>;

/** The apply modal's fields, checked in the browser before the call. */
export const ApplyFormSchema = onFirstUse(() =>
  z.omit(ApplySchema, { jobId: true, applicantId: true }),
);

export const UpdateApplicationStatusSchema = onFirstUse(() =>
  z.object({
    status: z.enum(applicationDecisions, { error: applicationMessages.status }),
  }),
);
export type UpdateApplicationStatusBody = z.output<typeof UpdateApplicationStatusSchema>;

/** Close a job, or reopen it. */
export const ChangeJobStatusSchema = onFirstUse(() =>
  z.object({
    status: z.enum(jobStatusChanges, { error: jobMessages.status }),
  }),
);
export type ChangeJobStatusBody = z.output<typeof ChangeJobStatusSchema>;

/** Legacy field: a freelancer reads only its own list; an admin names the freelancer. */
export const AllApplicationsSchema = onFirstUse(() =>
  z.object({ freelancerId: z.optional(z.string()) }),
);
export type AllApplicationsBody = z.output<typeof AllApplicationsSchema>;

/**
 * A list of jobs is walked newest first, a page at a time: `after` is the previous page's
 * `nextCursor` (opaque; absent for the first page). Paging by page number is refused, not
 * ignored, so an older client is told instead of being handed the first page again and again.
 */
export const ListJobsQuery = onFirstUse(() =>
  z.object({
    ...pageFields(JOBS_PAGE_DEFAULT, JOBS_PAGE_MAX),
    page: z
      .optional(
        z.unknown().check(z.refine((value) => value === undefined, jobMessages.pageNotSupported)),
      )
      .check(z.meta({ deprecated: true, description: 'Refused: follow nextCursor with after' })),
  }),
);
export type ListJobsQuery = z.input<typeof ListJobsQuery>;

/** My Applications is paged as the lists of jobs are. */
export const ListMyApplicationsQuery = ListJobsQuery;
export type ListMyApplicationsQuery = z.input<typeof ListMyApplicationsQuery>;

export const applicationsFilterMessage =
  "Status must be 'pending', 'accepted', 'rejected' or 'withdrawn'";

/** A job's applications for its company: a page at a time, of one status or all. */
export const ListJobApplicationsQuery = onFirstUse(() =>
  z.object({
    status: preprocess(
      (value) => (value === '' ? undefined : value),
      z.optional(z.enum(applicationStatuses, { error: applicationsFilterMessage })),
    ),
    ...pageFields(JOBS_PAGE_DEFAULT, JOBS_PAGE_MAX),
  }),
);
export type ListJobApplicationsQuery = z.input<typeof ListJobApplicationsQuery>;

export const JobIdParams = onFirstUse(() => z.object({ jobId: z.string() }));
export const CompanyIdParams = onFirstUse(() => z.object({ companyId: z.string() }));
export const ApplicationIdParams = onFirstUse(() => z.object({ applicationId: z.string() }));

/** Skills are separated by commas: the Latin one, or the Urdu '،' an Urdu keyboard types. */
export const SKILL_SEPARATOR = /[,\u060C]/;

/** Splits the form's comma-separated skills into the array the contract sends, without blanks. */
export function splitSkills(input: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of input.split(SKILL_SEPARATOR)) {
    const skill = part.trim();
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills;
}
