import type { FastifyInstance, FastifyReply } from 'fastify';
import { downloadAvatarSize, downloadFile } from '@kaamyaab/shared-api/contract';
import type { AvatarSize } from '../../db/schema';
import { route } from '../../lib/route';
import { AVATAR_TYPE } from '../../storage/avatar-sizes';
import { readableAvatarSize, readableFile } from './files.service';

/**
 * Uploaded files, served in a sandbox so a crafted document can never run in our origin; private
 * ones as downloads that no cache keeps. An avatar's sizes are cached for a year: a file is never
 * changed (a new avatar is a new file with a new id), so its address always means one picture.
 */
const sandboxed = (reply: FastifyReply, contentType: string) =>
  reply
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");

export async function fileRoutes(app: FastifyInstance) {
  route(app, downloadFile, async ({ params }, ctx) => {
    const { file, bytes } = await readableFile(
      { ...ctx, storage: app.storage },
      ctx.actor,
      params.id,
    );
    sandboxed(ctx.reply, file.contentType).header(
      'cache-control',
      file.isPublic ? 'public, max-age=86400' : 'private, no-store',
    );
    if (!file.isPublic) {
      const extension = file.contentType === 'application/pdf' ? '.pdf' : '';
      ctx.reply.header(
        'content-disposition',
        `attachment; filename="document-${file.id}${extension}"`,
      );
    }
    return ctx.reply.send(bytes);
  });

  route(app, downloadAvatarSize, async ({ params }, ctx) => {
    const { file, bytes } = await readableAvatarSize(
      { ...ctx, storage: app.storage },
      ctx.actor,
      params.id,
      Number(params.size) as AvatarSize,
    );
    sandboxed(ctx.reply, AVATAR_TYPE).header(
      'cache-control',
      file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
    );
    return ctx.reply.send(bytes);
  });
}
