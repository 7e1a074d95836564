import type { Database } from '../db/database';
import { escapeHtml } from '../lib/html';
import { countOpenJobs, listOpenJobAddresses, newestOpenJobPostedAt } from '../modules/jobs';
import { addressIn, alternatesOf, indexedPages, jobPagePath } from './site-pages';

/**
 * The sitemap (sitemaps.org), as an index of files: one of the public pages, and the open jobs'
 * pages a slice each. A file may hold 50,000 addresses and each page has two (English and
 * Urdu); slices far smaller than that keep each file one quick query and a small answer, however
 * many jobs there are.
 */
export const JOBS_PER_FILE = 1000;

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

/** A page whose content follows the job board: it shows the newest open jobs. */
const showsNewestJobs = new Set<string>(['/', '/jobs']);

export const sitemapFilePaths = {
  pages: '/sitemaps/pages.xml',
  jobs: (file: number) => `/sitemaps/jobs-${file}.xml`,
};

interface Entry {
  path: string;
  lastmod: Date | undefined;
}

/** A page's address in each language, each listing all of them, as search engines ask. */
function urlsOf(publicUrl: string, { path, lastmod }: Entry): string {
  const alternates = alternatesOf(publicUrl, path)
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
    )
    .join('');
  const changed = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return (['en', 'ur'] as const)
    .map(
      (language) =>
        `<url><loc>${escapeHtml(addressIn(publicUrl, path, language))}</loc>${changed}${alternates}</url>`,
    )
    .join('\n');
}

const urlset = (publicUrl: string, entries: Entry[]) =>
  `${XML}${URLSET}\n${entries.map((entry) => urlsOf(publicUrl, entry)).join('\n')}\n</urlset>\n`;

const later = (a: Date | undefined, b: Date | undefined) => (a && b && b > a ? b : (a ?? b));

/** How many files of job pages the index lists. */
export async function jobFileCount(db: Database): Promise<number> {
  return Math.ceil((await countOpenJobs(db)) / JOBS_PER_FILE);
}

export async function sitemapIndex(db: Database, publicUrl: string): Promise<string> {
  const jobFiles = Array.from({ length: await jobFileCount(db) }, (_, index) =>
    sitemapFilePaths.jobs(index + 1),
  );
  const files = [sitemapFilePaths.pages, ...jobFiles]
    .map(
      (path) => `<sitemap><loc>${escapeHtml(new URL(path, publicUrl).toString())}</loc></sitemap>`,
    )
    .join('\n');
  return `${XML}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files}\n</sitemapindex>\n`;
}

/**
 * The public pages, each last changed when its code did (`pagesChangedAt`, the public area's
 * build), or, for the pages that show the newest jobs, when the newest job came if later.
 */
export async function pagesSitemap(
  db: Database,
  publicUrl: string,
  pagesChangedAt: Date | undefined,
): Promise<string> {
  const newestJob = await newestOpenJobPostedAt(db);
  const entries = indexedPages.map((path) => ({
    path,
    lastmod: showsNewestJobs.has(path) ? later(pagesChangedAt, newestJob) : pagesChangedAt,
  }));
  return urlset(publicUrl, entries);
}

/** The `file`th slice of the open jobs' pages, from 1; null past the last. */
export async function jobsSitemap(
  db: Database,
  publicUrl: string,
  file: number,
): Promise<string | null> {
  if (!Number.isSafeInteger(file) || file < 1) return null;
  const jobs = await listOpenJobAddresses(db, (file - 1) * JOBS_PER_FILE, JOBS_PER_FILE);
  if (jobs.length === 0) return null;
  return urlset(
    publicUrl,
    jobs.map((job) => ({ path: jobPagePath(job.id), lastmod: job.updatedAt })),
  );
}
