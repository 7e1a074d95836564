import { z } from 'zod';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { CompanyIdParams, ListJobsQuery, PostJobSchema } from './jobs';
import { JobDto, JobsPage } from './jobs-dto';

/** Spec section 7: post a job, every job (paged), one company's jobs. */
export const postJob = endpoint({
  operationId: 'postJob',
  method: 'POST',
  path: '/jobs/post-job',
  tag: 'jobs',
  summary: 'Post a job as the signed-in, approved company',
  who: ['company'],
  approved: true,
  refuse: 'postForbidden',
  body: PostJobSchema,
  status: 201,
  answer: envelope(z.object({ job: JobDto })),
  errors: ['postAsOther'],
});

export const allJobs = endpoint({
  operationId: 'listAllJobs',
  method: 'GET',
  path: '/jobs/all-jobs',
  tag: 'jobs',
  summary: 'Every job, newest first, with its company name; paged by limit and after=nextCursor',
  who: ['freelancer', 'company', 'admin'],
  query: ListJobsQuery,
  status: 200,
  answer: envelope(JobsPage),
  errors: ['badCursor'],
});

export const jobsPosted = endpoint({
  operationId: 'listJobsPosted',
  method: 'GET',
  path: '/jobs/jobs-posted/:companyId',
  tag: 'jobs',
  summary: "One company's posted jobs (that company itself or an admin), paged as all-jobs is",
  who: ['company', 'admin'],
  params: CompanyIdParams,
  query: ListJobsQuery,
  status: 200,
  answer: envelope(JobsPage),
  errors: ['readOtherCompany', 'companyNotFound', 'badCursor'],
});
