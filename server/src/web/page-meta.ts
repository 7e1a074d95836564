import type { Database } from '../db/database';
import { isUuid } from '../lib/ids';
import { findJobWithCompany } from '../modules/jobs/jobs.repository';

/** What a link preview shows of a page: its title and a line or two about it. */
export interface PageMeta {
  title: string;
  description: string;
}

const JOB_PAGE = /^\/jobs\/([^/]+)\/?$/;
const DESCRIPTION_CHARS = 200;

const pkr = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

/** Whitespace folded and cut at a word, so a preview reads as a sentence. */
function excerpt(text: string, chars: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= chars) return flat;
  const cut = flat.slice(0, chars);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : chars)}…`;
}

/**
 * The title and description of a page whose HTML should carry its own (a shared job link
 * previews the job, issue 13); null for every other page, which keeps the shell's.
 */
export async function pageMetaFor(db: Database, pathname: string): Promise<PageMeta | null> {
  const jobId = JOB_PAGE.exec(pathname)?.[1];
  if (!jobId || !isUuid(jobId)) return null;
  const found = await findJobWithCompany(db, jobId);
  if (!found) return null;
  const { job, companyName } = found;
  const company = companyName ? ` at ${companyName}` : '';
  return {
    title: `${job.title}${company} | Kaamyaab`,
    description: excerpt(
      `PKR ${pkr.format(job.budget)} · ${job.jobCategory} · ${job.description}`,
      DESCRIPTION_CHARS,
    ),
  };
}
