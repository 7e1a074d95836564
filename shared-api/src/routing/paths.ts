import { isFixedPath } from './page-loads';
import { pages, type ChooserRole, type PageName } from './page-table';

type FixedName = {
  [Name in PageName]: (typeof pages)[Name]['path'] extends `${string}/:${string}` ? never : Name;
}[PageName];

/**
 * The path of every page without parameters, by its name in the table of pages. Remotes link to
 * each other's pages through these (never by importing each other).
 */
export const paths = Object.fromEntries(
  Object.entries(pages)
    .filter(([, page]) => isFixedPath(page.path))
    .map(([name, page]) => [name, page.path]),
) as { readonly [Name in FixedName]: (typeof pages)[Name]['path'] };

/** One conversation, under the role's Messages (an application's id names it). */
export const conversationPath = (role: 'freelancer' | 'company', applicationId: string): string =>
  `${role === 'freelancer' ? paths.freelancerMessages : paths.companyMessages}/${encodeURIComponent(applicationId)}`;

/** A job's own page on the public board: the link anyone can share. */
export const jobPath = (jobId: string): string => `${paths.jobBoard}/${encodeURIComponent(jobId)}`;

/** A job in the freelancer's area, where Apply Now opens the application form. */
export const freelancerJobPath = (jobId: string): string =>
  `${paths.freelancerJobs}/${encodeURIComponent(jobId)}`;

/** The admin's review of one account, under Manage Users. */
export const reviewPath = (role: 'freelancer' | 'company', id: string): string =>
  `${paths.adminManageUsers}/${role}/${encodeURIComponent(id)}`;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Login and sign-up choosers take the role from the query string, so each form has a link. */
export const loginAs = (role: ChooserRole): string => `${paths.login}?as=${role}`;
export const signupAs = (role: ChooserRole): string => `${paths.signup}?as=${role}`;

/** Each signed-in role's home: where its login lands and where "Dashboard" leads back to. */
export const dashboardPaths = {
  freelancer: paths.freelancerDashboard,
  company: paths.companyDashboard,
  admin: paths.adminDashboard,
} as const satisfies Record<'freelancer' | 'company' | 'admin', AppPath>;

/** Where each role logs in: a reset or a verification link leads there afterwards. */
export const loginPaths = {
  freelancer: loginAs('freelancer'),
  company: loginAs('company'),
  admin: paths.loginAdmin,
} as const satisfies Record<'freelancer' | 'company' | 'admin', string>;

/** The forgotten-password page names the role whose login it came from (emails are per role). */
export const forgotPasswordAs = (role: 'freelancer' | 'company' | 'admin'): string =>
  `${paths.forgotPassword}?as=${role}`;

/** A freelancer's or company's public profile (docs/decisions/032-reputation.md). */
export const profilePath = (side: 'freelancer' | 'company', accountId: string): string =>
  pages[side === 'freelancer' ? 'freelancerPublicProfile' : 'companyPublicProfile'].path.replace(
    ':accountId',
    encodeURIComponent(accountId),
  );
