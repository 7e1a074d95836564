import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllJobsResponse,
  CompanyIdParams,
  JobsPostedResponse,
  ListJobsQuery,
  PostJobResponse,
  PostJobSchema,
} from '@kaamyaab/shared-api/contract';
import { ok } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { actorOf, serviceContext } from './jobs.context';
import { presentJob } from './jobs.presenter';
import { listAllJobs, listCompanyJobs, postJob } from './jobs.service';

const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearerAuth: [] }];

/** Spec section 7: post a job, list every job (paged), list one company's jobs. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobs/post-job',
    {
      // Before validation, so an anonymous caller learns nothing about the body's rules.
      preValidation: requirePrincipal(['company'], { active: true }),
      schema: {
        tags: ['jobs'],
        summary: 'Post a job as the signed-in, approved company',
        security,
        body: PostJobSchema,
        response: { 201: PostJobResponse },
      },
    },
    async (request, reply) => {
      const row = await postJob(serviceContext(request), actorOf(request), request.body);
      return reply.code(201).send(ok({ job: presentJob(row) }, 'Job posted successfully', 201));
    },
  );

  app.get(
    '/jobs/all-jobs',
    {
      preValidation: requirePrincipal(['freelancer', 'company', 'admin']),
      schema: {
        tags: ['jobs'],
        summary: 'Every job, newest first, with its company name; paged by page and limit',
        security,
        querystring: ListJobsQuery,
        response: { 200: AllJobsResponse },
      },
    },
    async (request) => {
      const result = await listAllJobs(serviceContext(request), request.query);
      return ok(
        {
          jobs: result.rows.map(presentJob),
          total: result.total,
          page: result.page,
          limit: result.limit,
        },
        'Jobs fetched successfully',
      );
    },
  );

  app.get(
    '/jobs/jobs-posted/:companyId',
    {
      preValidation: requirePrincipal(['company', 'admin']),
      schema: {
        tags: ['jobs'],
        summary: "One company's posted jobs (that company itself or an admin)",
        security,
        params: CompanyIdParams,
        response: { 200: JobsPostedResponse },
      },
    },
    async (request) => {
      const rows = await listCompanyJobs(
        serviceContext(request),
        actorOf(request),
        request.params.companyId,
      );
      return ok({ jobs: rows.map(presentJob) }, 'Jobs fetched successfully');
    },
  );
};
