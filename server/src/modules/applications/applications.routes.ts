import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllApplicationsSchema,
  ApplicationIdParams,
  ApplicationListResponse,
  ApplicationResponse,
  ApplyResponse,
  ApplySchema,
  JobIdParams,
  UpdateApplicationStatusSchema,
} from '@kaamyaab/shared-api/contract';
import { ok } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { actorOf, serviceContext } from '../jobs/jobs.context';
import { presentApplication } from './applications.presenter';
import {
  applyForJob,
  decideApplication,
  listFreelancerApplications,
  listJobApplications,
} from './applications.service';

const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearerAuth: [] }];

/** Spec section 7: apply, a freelancer's applications, a job's applications, decide one. */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/application/apply',
    {
      // Guards run before validation, so an anonymous caller learns nothing about the body's rules.
      preValidation: requirePrincipal(['freelancer'], { active: true }),
      schema: {
        tags: ['applications'],
        summary: 'Apply for a job as the signed-in, approved freelancer (once per job)',
        security,
        body: ApplySchema,
        response: { 201: ApplyResponse },
      },
    },
    async (request, reply) => {
      const view = await applyForJob(serviceContext(request), actorOf(request), request.body);
      return reply
        .code(201)
        .send(
          ok({ application: presentApplication(view) }, 'Application submitted successfully', 201),
        );
    },
  );

  app.post(
    '/application/all-applications',
    {
      preValidation: requirePrincipal(['freelancer', 'admin']),
      schema: {
        tags: ['applications'],
        summary: "The signed-in freelancer's own applications (an admin names the freelancer)",
        security,
        // Older clients may send no body at all (Fastify reads that as null).
        body: AllApplicationsSchema.nullish(),
        response: { 200: ApplicationListResponse },
      },
    },
    async (request) => {
      const views = await listFreelancerApplications(
        serviceContext(request),
        actorOf(request),
        request.body?.freelancerId,
      );
      return ok(views.map(presentApplication), 'Applications fetched successfully');
    },
  );

  app.get(
    '/application/job-applications/:jobId',
    {
      preValidation: requirePrincipal(['company', 'admin']),
      schema: {
        tags: ['applications'],
        summary: "A job's applications, for the company that posted it (or an admin)",
        security,
        params: JobIdParams,
        response: { 200: ApplicationListResponse },
      },
    },
    async (request) => {
      const views = await listJobApplications(
        serviceContext(request),
        actorOf(request),
        request.params.jobId,
      );
      return ok(views.map(presentApplication), 'Applications fetched successfully');
    },
  );

  app.patch(
    '/application/status/:applicationId',
    {
      preValidation: requirePrincipal(['company'], { active: true }),
      schema: {
        tags: ['applications'],
        summary: 'Accept or reject a pending application (the owning company only)',
        security,
        params: ApplicationIdParams,
        body: UpdateApplicationStatusSchema,
        response: { 200: ApplicationResponse },
      },
    },
    async (request) => {
      const view = await decideApplication(
        serviceContext(request),
        actorOf(request),
        request.params.applicationId,
        request.body.status,
      );
      return ok(presentApplication(view), 'Application status updated successfully');
    },
  );
};
