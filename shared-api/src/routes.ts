/**
 * Every client route of the product, in one table. Remotes link to each other's pages through
 * these paths (never by importing each other), and the shell builds its route table from them.
 */
export const paths = {
  home: '/',
  login: '/login',
  loginAdmin: '/login-admin',
  signup: '/signup',
  signupFreelancer: '/signup-freelancer',
  signupAdmin: '/signup-admin',
  legacyAdminSignup: '/admin-signup',
  blogs: '/blogs',
  freeCourses: '/free-courses',
  contactUs: '/contact-us',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  jobBoard: '/jobs',
  freelancerDashboard: '/freelancer-dashboard',
  freelancerJobs: '/freelancer-dashboard/jobs',
  freelancerApplications: '/freelancer-dashboard/applications',
  freelancerProfile: '/freelancer-dashboard/profile',
  freelancerMessages: '/freelancer-dashboard/messages',
  companyDashboard: '/company-dashboard',
  companyPostJob: '/company-dashboard/post-job',
  companyJobsPosted: '/company-dashboard/jobs-posted',
  companyProfile: '/company-dashboard/profile',
  companyTalent: '/company-dashboard/talent',
  companyMessages: '/company-dashboard/messages',
  adminDashboard: '/admin-dashboard',
  adminManageUsers: '/admin-dashboard/manage-users',
  adminProfile: '/admin-dashboard/profile',
  adminContactInbox: '/admin-dashboard/contact-messages',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
} as const;

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
export const chooserRoles = ['freelancer', 'company'] as const;
export type ChooserRole = (typeof chooserRoles)[number];
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
