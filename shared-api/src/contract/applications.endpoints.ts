import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope, withTopLevel } from './envelope';
import {
  AllApplicationsSchema,
  ApplicationIdParams,
  ApplySchema,
  JobIdParams,
  ListJobApplicationsQuery,
  ListMyApplicationsQuery,
  UpdateApplicationStatusSchema,
} from './jobs';
import {
  ApplicationDto,
  JobApplicationDto,
  MyApplicationDto,
  MyApplicationsPage,
} from './jobs-dto';
import { onFirstUse } from './on-first-use';

/**
 * The public API contract: apply, a freelancer's applications, a job's applications, decide one.
 */
export const apply = endpoint({
  operationId: 'applyForJob',
  method: 'POST',
  path: '/application/apply',
  tag: 'applications',
  summary: 'Apply for a job as the signed-in, approved freelancer (once per job)',
  who: ['freelancer'],
  approved: true,
  refuse: 'applyForbidden',
  body: ApplySchema,
  status: 201,
  answer: onFirstUse(() => envelope(z.object({ application: ApplicationDto }))),
  errors: ['applyAsOther', 'jobNotFound', 'alreadyApplied', 'jobFilled', 'jobClosed'],
});

export const allApplications = endpoint({
  operationId: 'listMyApplications',
  method: 'POST',
  path: '/application/all-applications',
  tag: 'applications',
  summary: "The signed-in freelancer's own applications (an admin names the freelancer)",
  who: ['freelancer', 'admin'],
  refuse: 'readOthersApplications',
  // Older clients may send no body at all (Fastify reads that as null).
  body: onFirstUse(() => z.nullish(AllApplicationsSchema)),
  status: 200,
  answer: onFirstUse(() => envelope(z.array(ApplicationDto))),
  errors: ['freelancerIdRequired', 'freelancerNotFound'],
});

export const jobApplications = endpoint({
  operationId: 'listJobApplications',
  method: 'GET',
  path: '/application/job-applications/:jobId',
  tag: 'applications',
  summary:
    "A job's applications, newest first, for the company that posted it (or an admin); of one " +
    'status if asked, paged by limit and after=nextCursor',
  who: ['company', 'admin'],
  params: JobIdParams,
  query: ListJobApplicationsQuery,
  status: 200,
  // The original client "reads applications": a key at the top of the answer.
  answer: onFirstUse(() =>
    withTopLevel({
      // Each applicant's score and badges added (docs/decisions/032-reputation.md): the original
      // client reads the fields it knows and ignores the others.
      applications: z.array(JobApplicationDto),
      limit: z.number(),
      nextCursor: z.nullable(z.string()),
    }),
  ),
  errors: ['jobNotFound', 'notJobOwner', 'badCursor'],
});

export const decideApplication = endpoint({
  operationId: 'updateApplicationStatus',
  method: 'PATCH',
  path: '/application/status/:applicationId',
  tag: 'applications',
  summary: 'Accept or reject a pending application (the owning company only)',
  who: ['company'],
  approved: true,
  refuse: 'notDecider',
  params: ApplicationIdParams,
  body: UpdateApplicationStatusSchema,
  status: 200,
  // The original client "reads application, which replaces the old one".
  answer: onFirstUse(() => withTopLevel({ application: ApplicationDto })),
  errors: [
    'applicationNotFound',
    'notDecider',
    'alreadyDecided',
    'acceptOnFilled',
    'acceptOnClosed',
  ],
});

/** My Applications: the signed-in freelancer's own, newest first, a page at a time. */
export const myApplications = endpoint({
  operationId: 'listMyApplicationsPage',
  method: 'GET',
  path: '/application/my-applications',
  tag: 'applications',
  summary:
    "The signed-in freelancer's applications with each job's state and company, newest first; " +
    'paged by limit and after=nextCursor',
  who: ['freelancer'],
  refuse: 'readOthersApplications',
  query: ListMyApplicationsQuery,
  status: 200,
  answer: onFirstUse(() => envelope(MyApplicationsPage)),
  errors: ['badCursor'],
});

export const withdrawApplication = endpoint({
  operationId: 'withdrawApplication',
  method: 'PATCH',
  path: '/application/withdraw/:applicationId',
  tag: 'applications',
  summary:
    'Withdraw a pending application (the freelancer who sent it only); it then counts for nothing',
  who: ['freelancer'],
  approved: true,
  refuse: 'notApplicant',
  params: ApplicationIdParams,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ application: MyApplicationDto }))),
  errors: ['applicationNotFound', 'notApplicant', 'notWithdrawable'],
});
