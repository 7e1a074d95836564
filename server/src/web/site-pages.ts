import type { Language } from '@kaamyaab/shared-api/translations';
import { LANGUAGE_PARAM } from '../lib/request-language';

/**
 * The public pages a search engine should find: the sitemap lists them with every open job's
 * page, and their HTML names its canonical address and its address in each language. All are
 * routes of the shell's public area (a test reads the table of pages). Signing in and up and the
 * password pages are left out: there is nothing on them to find.
 */
export const indexedPages = [
  '/',
  '/jobs',
  '/blogs',
  '/free-courses',
  '/contact-us',
  '/privacy-policy',
  '/terms-of-service',
  '/how-scores-work',
] as const;

const JOB_PAGE = /^\/jobs\/([^/]+)\/?$/;

/** The job a path shows (`/jobs/<id>`, the link people share), as written in the path. */
export function jobIdInPath(pathname: string): string | undefined {
  return JOB_PAGE.exec(pathname)?.[1];
}

export const jobPagePath = (jobId: string) => `/jobs/${jobId}`;

const PROFILE_PAGE = /^\/(freelancers|companies)\/([^/]+)\/?$/;

/** The public profile a path shows (`/freelancers/<id>`, `/companies/<id>`), as written. */
export function profileInPath(
  pathname: string,
): { side: 'freelancer' | 'company'; accountId: string } | undefined {
  const found = PROFILE_PAGE.exec(pathname);
  if (!found) return undefined;
  return { side: found[1] === 'freelancers' ? 'freelancer' : 'company', accountId: found[2]! };
}

/**
 * A page's absolute address in a language on PUBLIC_URL. English is the page's own address
 * (a reader without a stored choice, as every crawler is, reads English there).
 */
export function addressIn(publicUrl: string, path: string, language: Language): string {
  const url = new URL(path, publicUrl);
  if (language !== 'en') url.searchParams.set(LANGUAGE_PARAM, language);
  return url.toString();
}

export interface Alternate {
  hreflang: Language | 'x-default';
  href: string;
}

/**
 * A page's address in each language, as `hreflang` alternates: the page's own address is also
 * the default, since without a stored choice it is shown in English.
 */
export function alternatesOf(publicUrl: string, path: string): Alternate[] {
  return [
    { hreflang: 'en', href: addressIn(publicUrl, path, 'en') },
    { hreflang: 'ur', href: addressIn(publicUrl, path, 'ur') },
    { hreflang: 'x-default', href: addressIn(publicUrl, path, 'en') },
  ];
}

/** What link previews show for a page without an image of its own: shipped with the shell. */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;
