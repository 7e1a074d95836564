import type { FastifyInstance } from 'fastify';
import { downloadFile } from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import { readableFile } from './files.service';

/**
 * Uploaded files, served in a sandbox so a crafted document can never run in our origin; private
 * ones as downloads that no cache keeps.
 */
export async function fileRoutes(app: FastifyInstance) {
  route(app, downloadFile, async ({ params }, ctx) => {
    const { file, bytes } = await readableFile(
      { ...ctx, storage: app.storage },
      ctx.actor,
      params.id,
    );
    ctx.reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', file.isPublic ? 'public, max-age=86400' : 'private, no-store');
    if (!file.isPublic) {
      const extension = file.contentType === 'application/pdf' ? '.pdf' : '';
      ctx.reply.header(
        'content-disposition',
        `attachment; filename="document-${file.id}${extension}"`,
      );
    }
    return ctx.reply.send(bytes);
  });
}
