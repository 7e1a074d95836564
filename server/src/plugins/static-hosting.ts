import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config/env';
import { readSessionCookie } from '../auth/session-cookie';
import { pageLanguage } from '../lib/request-language';
import { remoteNames } from '@kaamyaab/shared-api/contract';
import { remoteDir, remotesManifest, shellDir } from '../web/remotes';
import { pageMetaFor } from '../web/page-meta';
import { createShellPage } from '../web/shell-page';

// A content hash before the extension, and maybe the build's precompressed suffix after it.
const HASHED_FILE = /\.[0-9a-f]{8,}\.\w+(\.br|\.gz)?$/;
const LONG_CACHE = 'public, max-age=31536000, immutable';
// Entries and manifests keep their names across releases, so browsers must revalidate them.
const REVALIDATE = 'no-cache';

// The service worker's script: revalidated like an entry, so a deploy's worker is found at the
// next visit, and allowed to control the whole site.
const SERVICE_WORKER = /[\\/]sw\.js(\.br|\.gz)?$/;

function staticHeaders(reply: FastifyReply, filePath: string) {
  reply.header('cache-control', HASHED_FILE.test(filePath) ? LONG_CACHE : REVALIDATE);
  if (SERVICE_WORKER.test(filePath)) reply.header('service-worker-allowed', '/');
  // The same URL answers brotli, gzip or plain bytes: caches must key on what was accepted.
  reply.header('vary', 'accept-encoding');
}

/** The manifest is served even without the static files, e.g. while remotes run on dev servers. */
export async function remotesManifestRoute(app: FastifyInstance, config: AppConfig) {
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', REVALIDATE);
    return remotesManifest(config);
  });
}

/**
 * Serves the built shell at / and each remote under /remotes/<name>/ from one URL, and answers
 * every client route with the shell page. Returns the handler for client routes. The builds
 * write brotli and gzip copies beside each text file (scripts/webpack/precompress.cjs): those are
 * sent as they are, so no static file is compressed per request.
 */
export async function staticHosting(app: FastifyInstance, config: AppConfig) {
  const roots = [
    { root: shellDir(config), prefix: '/' },
    ...remoteNames.map((remote) => ({
      root: remoteDir(config, remote),
      prefix: `/remotes/${remote}/`,
    })),
  ];
  for (const { root, prefix } of roots) {
    if (!fs.existsSync(root)) {
      app.log.warn({ root }, 'front-end build missing; run `npm run build`');
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix,
      index: false,
      wildcard: true,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: staticHeaders,
      allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.includes('/.'),
    });
  }

  const shellPage = createShellPage(config);
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!shellPage.isBuilt) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('Kaamyaab is not built yet: run `npm run build`.');
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const meta = await pageMetaFor(app.db, pathname);
    return reply
      .code(meta?.notFound ? 404 : 200)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(
        shellPage.render({
          pathname,
          hasSession: readSessionCookie(request) !== undefined,
          meta: meta?.notFound ? null : meta,
          language: pageLanguage(request),
        }),
      );
  };
  app.get('/', { schema: { hide: true } }, (request, reply) => sendShell(request, reply));
  return sendShell;
}

/** Client routes are extension-less paths outside /api and /remotes: they all get the shell. */
export function isClientRoute(method: string, url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) return false;
  return !path.extname(pathname);
}
