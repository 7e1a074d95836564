import type { JobDto, JobsPage } from '@kaamyaab/shared-api/contract';
import type { JobWithCompany } from './jobs.repository';
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
    postedBy: job.companyId,
    company: companyName === null ? null : { _id: job.companyId, companyName },
    createdAt: job.createdAt.toISOString(),
  };
}

/** A page of a list of jobs, in the contract's shape. */
export function presentJobsPage({ rows, limit, nextCursor }: JobsPageResult): JobsPage {
  return { jobs: rows.map(presentJob), limit, nextCursor };
}
