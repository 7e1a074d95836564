import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { remoteDir } from './remotes';
import { jobsSitemap, pagesSitemap, sitemapIndex } from './sitemap';

// Crawlers come back often; a job posted meanwhile is listed within the hour.
const CRAWL_CACHE = 'public, max-age=3600';

/** The signed-in areas have nothing to index, and every page there asks for a login. */
const robotsRules = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /freelancer-dashboard',
  'Disallow: /company-dashboard',
  'Disallow: /admin-dashboard',
];

/**
 * When the public pages last changed: when the public area's remote entry was last written,
 * which its build does only when the code of a page changed. Unknown when that area is not
 * served from its folder here.
 */
function publicPagesChangedAt(config: AppConfig): Date | undefined {
  const entry = path.join(remoteDir(config, 'public'), 'remoteEntry.js');
  return fs.existsSync(entry) ? fs.statSync(entry).mtime : undefined;
}

/**
 * What crawlers read first: robots.txt, which names the sitemap by its absolute address on
 * PUBLIC_URL, and the sitemap, an index of the public pages and of every open job's page, in
 * English and Urdu. Outside /api: crawlers look for them at the site's root.
 */
export async function crawlFiles(app: FastifyInstance, config: AppConfig) {
  const publicUrl = config.PUBLIC_URL;
  const pagesChangedAt = publicPagesChangedAt(config);
  const xml = 'application/xml; charset=utf-8';

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const sitemap = new URL('/sitemap.xml', publicUrl).toString();
    return reply
      .header('cache-control', CRAWL_CACHE)
      .type('text/plain; charset=utf-8')
      .send(`${robotsRules.join('\n')}\n\nSitemap: ${sitemap}\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', CRAWL_CACHE)
      .type(xml)
      .send(await sitemapIndex(app.db, publicUrl)),
  );

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', CRAWL_CACHE)
      .type(xml)
      .send(await pagesSitemap(app.db, publicUrl, pagesChangedAt)),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/jobs-:file(^\\d+).xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = Number(request.params.file);
      // One address per file: `jobs-01.xml` is not `jobs-1.xml`.
      const body =
        String(file) === request.params.file ? await jobsSitemap(app.db, publicUrl, file) : null;
      if (body === null) return reply.callNotFound();
      return reply.header('cache-control', CRAWL_CACHE).type(xml).send(body);
    },
  );
}
