import { formatPkr } from '@kaamyaab/shared-api/contract';
import type { Database } from '../db/database';
import { isUuid } from '../lib/ids';
import { findJobWithCompany } from '../modules/jobs';
import { publicAccountOf } from '../modules/reputation';
import { jobPosting } from './job-posting';
import { indexedPages, jobIdInPath, jobPagePath, profileInPath } from './site-pages';

/**
 * What a page's HTML says about it to search engines and link previews, before any script runs:
 * crawlers read the HTML, not the app.
 */
export interface PageMeta {
  /** The page's path as search engines should know it (its canonical address, its alternates). */
  path: string;
  /** A page with words of its own (a job): its title and a line or two about it. */
  preview?: { title: string; description: string };
  /** schema.org data about the page (an open job's JobPosting), written as JSON-LD. */
  structuredData?: object;
  /** A page whose subject is not public: answered 404, with the shell's own head. */
  notFound?: boolean;
}

const DESCRIPTION_CHARS = 200;

/** Whitespace folded and cut at a word, so a preview reads as a sentence. */
function excerpt(text: string, chars: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= chars) return flat;
  const cut = flat.slice(0, chars);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : chars)}…`;
}

async function jobPageMeta(db: Database, jobId: string): Promise<PageMeta | null> {
  if (!isUuid(jobId)) return null;
  const found = await findJobWithCompany(db, jobId);
  if (!found) return null;
  const { job, companyName } = found;
  const company = companyName ? ` at ${companyName}` : '';
  return {
    path: jobPagePath(job.id),
    preview: {
      title: `${job.title}${company} | Kaamyaab`,
      description: excerpt(
        `${formatPkr(job.budget)} · ${job.jobCategory} · ${job.description}`,
        DESCRIPTION_CHARS,
      ),
    },
    ...(job.status === 'open' && { structuredData: jobPosting(found) }),
  };
}

/** A public profile's head: its name and bio; an account without a public page is not found. */
async function profilePageMeta(
  db: Database,
  pathname: string,
  { side, accountId }: NonNullable<ReturnType<typeof profileInPath>>,
): Promise<PageMeta> {
  const account = await publicAccountOf(db, side, accountId);
  if (!account) return { path: pathname, notFound: true };
  const what = side === 'freelancer' ? 'Freelancer' : 'Company';
  return {
    path: pathname.replace(/\/$/, ''),
    preview: {
      title: `${account.name} · ${what} | Kaamyaab`,
      description: excerpt(account.bio, DESCRIPTION_CHARS),
    },
  };
}

/**
 * The meta of a page search engines should find: an indexed public page, or a job's page (a
 * shared job link previews the job); null for every other page, which keeps the shell's.
 */
export async function pageMetaFor(db: Database, pathname: string): Promise<PageMeta | null> {
  if ((indexedPages as readonly string[]).includes(pathname)) return { path: pathname };
  const profile = profileInPath(pathname);
  if (profile) return profilePageMeta(db, pathname, profile);
  const jobId = jobIdInPath(pathname);
  return jobId === undefined ? null : jobPageMeta(db, jobId);
}
