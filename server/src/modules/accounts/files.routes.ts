import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { companies, files, freelancers } from '../../db/schema';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../../plugins/auth';

const NOT_FOUND = 'File not found.';

/**
 * Uploaded files. Avatars are public; proofs of payment are readable by their owner and admins
 * only, served as downloads in a sandbox so a crafted document can never run in our origin.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownsFile = async (principal: Principal, fileId: string) => {
    const table = principal.type === 'freelancer' ? freelancers : companies;
    const [row] = await app.db
      .select({ id: table.id })
      .from(table)
      .where(or(eq(table.proofFileId, fileId), eq(table.avatarFileId, fileId)));
    return row?.id === principal.id;
  };

  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'Download an uploaded file',
        params: z.object({ id: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(NOT_FOUND);
      const [file] = await app.db.select().from(files).where(eq(files.id, id));
      if (!file) throw notFound(NOT_FOUND);
      if (!file.isPublic) {
        const principal = request.principal;
        if (!principal) throw unauthorized();
        if (principal.type !== 'admin' && !(await ownsFile(principal, id))) throw forbidden();
      }
      const bytes = await app.storage.get(file.storageKey);
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', file.isPublic ? 'public, max-age=86400' : 'private, no-store');
      if (!file.isPublic)
        reply.header(
          'content-disposition',
          `attachment; filename="document-${file.id}${file.contentType === 'application/pdf' ? '.pdf' : ''}"`,
        );
      return reply.send(bytes);
    },
  );
};
