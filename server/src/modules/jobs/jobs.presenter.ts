import type {
  FoundJobDto,
  JobDto,
  JobSearchPage,
  JobsPage,
  PostedJobDto,
  PostedJobsPage,
} from '@kaamyaab/shared-api/contract';
import type { JobWithCompany, PostedJob } from './jobs.repository';
import type { JobsPageResult } from './jobs.service';

/** Maps a row to the contract's shape: the spec's `_id`, the company as `postedBy` and `company`. */
export function presentJob({ job, companyName }: JobWithCompany): JobDto {
  return {
    _id: job.id,
    title: job.title,
    description: job.description,
    projectType: job.projectType,
    experienceLevel: job.experienceLevel,
    jobCategory: job.jobCategory,
    skills: job.skills,
    budget: job.budget,
    duration: job.duration,
    numberOfFreelancers: job.numberOfFreelancers,
    status: job.status,
    postedBy: job.companyId,
    company: companyName === null ? null : { _id: job.companyId, companyName },
    createdAt: job.createdAt.toISOString(),
  };
}

/** A job as its company sees it, with its applications counted. */
export function presentPostedJob(posted: PostedJob): PostedJobDto {
  return { ...presentJob(posted), counts: posted.counts };
}

/** A page of a list of jobs, in the contract's shape. */
export function presentJobsPage({ rows, limit, nextCursor }: JobsPageResult): JobsPage {
  return { jobs: rows.map(presentJob), limit, nextCursor };
}

/** A job as anyone finds it: with how many have applied (withdrawn applications aside). */
export function presentFoundJob(row: JobWithCompany): FoundJobDto {
  return { ...presentJob(row), applicants: row.job.applicantCount };
}

/** A page of found jobs. */
export function presentJobSearchPage({ rows, limit, nextCursor }: JobsPageResult): JobSearchPage {
  return { jobs: rows.map(presentFoundJob), limit, nextCursor };
}

export function presentPostedJobsPage({
  rows,
  limit,
  nextCursor,
}: JobsPageResult<PostedJob>): PostedJobsPage {
  return { jobs: rows.map(presentPostedJob), limit, nextCursor };
}
