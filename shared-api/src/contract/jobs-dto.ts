import * as z from 'zod/mini';
import { applicationStatuses, experienceLevels, jobStatuses, projectTypes } from './jobs';
import { ReputationDto } from './reputation';
import { onFirstUse } from './on-first-use';

/**
 * What the jobs and applications calls answer. The server serializes through these schemas, so
 * a column that is not listed here (a CNIC, a bank account, a phone number) can never leak out.
 */

export const JobDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    projectType: z.enum(projectTypes),
    experienceLevel: z.enum(experienceLevels),
    jobCategory: z.string(),
    skills: z.array(z.string()),
    budget: z.number(),
    duration: z.string(),
    numberOfFreelancers: z.number(),
    status: z.enum(jobStatuses),
    /** The posting company's id (spec field). */
    postedBy: z.string(),
    /** Joined in the same query, so a page of job cards needs one call; null if it is gone. */
    company: z.nullable(z.object({ _id: z.string(), companyName: z.string() })),
    createdAt: z.string(),
  }),
);
export type JobDto = z.infer<typeof JobDto>;

export const ApplicationDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    job: z.object({ _id: z.string(), title: z.string() }),
    jobId: z.string(),
    applicantId: z.string(),
    /**
     * Only what a company needs to judge an application: never CNIC, bank account or phone. Skills
     * are a list, as the original client maps over them.
     */
    applicant: z.nullable(
      z.object({ fullName: z.string(), email: z.string(), skills: z.array(z.string()) }),
    ),
    coverLetter: z.string(),
    proposedRate: z.number(),
    estimatedCompletionTime: z.string(),
    status: z.enum(applicationStatuses),
    createdAt: z.string(),
  }),
);
export type ApplicationDto = z.infer<typeof ApplicationDto>;

/** An application as its job's company lists it: with the applicant's score and badges. */
export const JobApplicationDto = onFirstUse(() =>
  z.extend(ApplicationDto, { applicantReputation: ReputationDto }),
);
export type JobApplicationDto = z.infer<typeof JobApplicationDto>;

/** One page of a list of jobs, newest first; `nextCursor` is null on the last page. */
export const JobsPage = onFirstUse(() =>
  z.object({
    jobs: z.array(JobDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);
export type JobsPage = z.infer<typeof JobsPage>;

/** A job as its company sees it on Posted Jobs: with its applications counted (withdrawn ones not). */
export const PostedJobDto = onFirstUse(() =>
  z.extend(JobDto, {
    counts: z.object({ applications: z.number(), pending: z.number(), accepted: z.number() }),
  }),
);
export type PostedJobDto = z.infer<typeof PostedJobDto>;

export const PostedJobsPage = onFirstUse(() => z.extend(JobsPage, { jobs: z.array(PostedJobDto) }));
export type PostedJobsPage = z.infer<typeof PostedJobsPage>;

/** An application on the freelancer's My Applications page: the job, its state and company. */
export const MyApplicationDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    job: z.object({ _id: z.string(), title: z.string(), status: z.enum(jobStatuses) }),
    company: z.nullable(z.object({ _id: z.string(), companyName: z.string() })),
    coverLetter: z.string(),
    proposedRate: z.number(),
    estimatedCompletionTime: z.string(),
    status: z.enum(applicationStatuses),
    createdAt: z.string(),
  }),
);
export type MyApplicationDto = z.infer<typeof MyApplicationDto>;

export const MyApplicationsPage = onFirstUse(() =>
  z.object({
    applications: z.array(MyApplicationDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);
export type MyApplicationsPage = z.infer<typeof MyApplicationsPage>;

/** A job found by a search: with how many have applied (withdrawn applications aside). */
export const FoundJobDto = onFirstUse(() => z.extend(JobDto, { applicants: z.number() }));
export type FoundJobDto = z.infer<typeof FoundJobDto>;

export const JobSearchPage = onFirstUse(() => z.extend(JobsPage, { jobs: z.array(FoundJobDto) }));
export type JobSearchPage = z.infer<typeof JobSearchPage>;
