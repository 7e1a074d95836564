import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import {
  ChangeJobStatusSchema,
  CompanyIdParams,
  JobIdParams,
  ListJobsQuery,
  PostJobSchema,
} from './jobs';
import { SearchJobsQuery } from './job-search';
import {
  FoundJobDto,
  JobDto,
  JobSearchPage,
  JobsPage,
  PostedJobDto,
  PostedJobsPage,
} from './jobs-dto';
import { onFirstUse } from './on-first-use';

/**
 * The public API contract: post a job, every open job (paged), one company's jobs; then a job's
 * life.
 */
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
  answer: onFirstUse(() => envelope(z.object({ job: JobDto }))),
  errors: ['postAsOther'],
});

export const allJobs = endpoint({
  operationId: 'listAllJobs',
  method: 'GET',
  path: '/jobs/all-jobs',
  tag: 'jobs',
  summary:
    'Every open job, newest first, with its company name; paged by limit and after=nextCursor',
  who: ['freelancer', 'company', 'admin'],
  query: ListJobsQuery,
  status: 200,
  answer: onFirstUse(() => envelope(JobsPage)),
  errors: ['badCursor'],
});

export const searchJobs = endpoint({
  operationId: 'searchJobs',
  method: 'GET',
  path: '/jobs/search',
  tag: 'jobs',
  summary:
    'Open jobs found by keyword (word prefixes over title, skills and description) and filters, ' +
    'sorted newest first, by budget or by fewest applicants; paged by after=nextCursor; for ' +
    'anyone, signed in or not (the public job board)',
  who: 'anyone',
  query: SearchJobsQuery,
  status: 200,
  answer: onFirstUse(() => envelope(JobSearchPage)),
  errors: ['badCursor'],
});

export const oneJob = endpoint({
  operationId: 'getJob',
  method: 'GET',
  path: '/jobs/job/:jobId',
  tag: 'jobs',
  summary:
    'One job as anyone may see it (its shareable page): open, closed or filled, with its ' +
    'company and how many have applied',
  who: 'anyone',
  params: JobIdParams,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ job: FoundJobDto }))),
  errors: ['jobNotFound'],
});

export const jobsPosted = endpoint({
  operationId: 'listJobsPosted',
  method: 'GET',
  path: '/jobs/jobs-posted/:companyId',
  tag: 'jobs',
  summary:
    "One company's posted jobs in every state, with their applications counted (that company " +
    'itself or an admin), paged as all-jobs is',
  who: ['company', 'admin'],
  params: CompanyIdParams,
  query: ListJobsQuery,
  status: 200,
  answer: onFirstUse(() => envelope(PostedJobsPage)),
  errors: ['readOtherCompany', 'companyNotFound', 'badCursor'],
});

export const editJob = endpoint({
  operationId: 'editJob',
  method: 'PUT',
  path: '/jobs/edit-job/:jobId',
  tag: 'jobs',
  summary:
    'Rewrite a job as the company that posted it; once an application is accepted, only a ' +
    'higher number of freelancers needed (which reopens a filled job)',
  who: ['company'],
  approved: true,
  refuse: 'notJobEditor',
  params: JobIdParams,
  body: PostJobSchema,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ job: PostedJobDto }))),
  errors: ['jobNotFound', 'notJobEditor', 'postAsOther', 'jobHasAccepted', 'belowAccepted'],
});

export const changeJobStatus = endpoint({
  operationId: 'changeJobStatus',
  method: 'PATCH',
  path: '/jobs/status/:jobId',
  tag: 'jobs',
  summary: 'Close a job, or reopen it (a filled job reopens only by raising numberOfFreelancers)',
  who: ['company'],
  approved: true,
  refuse: 'notJobEditor',
  params: JobIdParams,
  body: ChangeJobStatusSchema,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ job: PostedJobDto }))),
  errors: ['jobNotFound', 'notJobEditor', 'jobAlreadyOpen', 'jobAlreadyClosed', 'reopenFilled'],
});
