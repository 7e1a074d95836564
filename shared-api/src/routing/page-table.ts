/**
 * The table of pages: every address of the product, the area it sits in and the module a remote
 * exposes for it. The shell's routes, the remotes' exposes, the preloads of a first load and the
 * route paths the apps link by are all read from here, so a page is one row plus its component.
 * Plain data without imports (types aside): the server reads it too, and takes nothing else of
 * the front end.
 */
import type { RemoteName } from '../contract/remotes';

/**
 * The frames a page sits in. The public one is the shell's own (navbar and footer); a signed-in
 * role's area is its remote's `DashboardLayout` under the shell's guard for that role, and every
 * page under its path is that remote's.
 */
export const areas = {
  public: { path: '/' },
  freelancer: { path: '/freelancer-dashboard', layout: 'DashboardLayout' },
  company: { path: '/company-dashboard', layout: 'DashboardLayout' },
  admin: { path: '/admin-dashboard', layout: 'DashboardLayout' },
} as const satisfies Record<RemoteName, { path: string; layout?: string }>;

export type AreaName = keyof typeof areas;

/** The login and sign-up choosers hold a form of each of these roles. */
export const chooserRoles = ['freelancer', 'company'] as const;
export type ChooserRole = (typeof chooserRoles)[number];

interface ModuleRow {
  /** The address; `:name` segments are parameters (such a page has no entry in `paths`). */
  path: string;
  area: AreaName;
  /** The remote exposing the module: the area's own unless said. */
  remote?: RemoteName;
  /** The module the remote exposes for the page, as `./<module>`. */
  module: string;
  /** A chooser: it shows the form of this name of each chooser role, passed in as props. */
  forms?: string;
}

/** An old address kept working: it sends the visitor on to the page of this name. */
interface RedirectRow {
  path: string;
  area: 'public';
  redirect: string;
}

export type PageRow = ModuleRow | RedirectRow;

/**
 * Every page, named as the apps link to it (`paths.<name>`). Under a signed-in area the row's
 * path starts with the area's path; the test beside this table holds every row to the remotes'
 * exposes, the shell's routes and the preloads.
 */
export const pages = {
  home: { path: '/', area: 'public', module: 'HomePage' },
  login: { path: '/login', area: 'public', module: 'LoginChooser', forms: 'LoginForm' },
  loginAdmin: { path: '/login-admin', area: 'public', remote: 'admin', module: 'LoginPage' },
  signup: { path: '/signup', area: 'public', module: 'SignupChooser', forms: 'SignupForm' },
  signupFreelancer: {
    path: '/signup-freelancer',
    area: 'public',
    remote: 'freelancer',
    module: 'SignupPage',
  },
  signupAdmin: { path: '/signup-admin', area: 'public', remote: 'admin', module: 'SignupPage' },
  legacyAdminSignup: { path: '/admin-signup', area: 'public', redirect: 'signupAdmin' },
  blogs: { path: '/blogs', area: 'public', module: 'BlogsPage' },
  freeCourses: { path: '/free-courses', area: 'public', module: 'FreeCoursesPage' },
  contactUs: { path: '/contact-us', area: 'public', module: 'ContactPage' },
  privacyPolicy: { path: '/privacy-policy', area: 'public', module: 'PrivacyPolicyPage' },
  termsOfService: { path: '/terms-of-service', area: 'public', module: 'TermsOfServicePage' },
  jobBoard: { path: '/jobs', area: 'public', module: 'JobBoardPage' },
  job: { path: '/jobs/:jobId', area: 'public', module: 'JobPage' },

  freelancerDashboard: {
    path: '/freelancer-dashboard',
    area: 'freelancer',
    module: 'DashboardHome',
  },
  freelancerJobs: { path: '/freelancer-dashboard/jobs', area: 'freelancer', module: 'JobsPage' },
  freelancerJob: {
    path: '/freelancer-dashboard/jobs/:jobId',
    area: 'freelancer',
    module: 'JobPage',
  },
  freelancerApplications: {
    path: '/freelancer-dashboard/applications',
    area: 'freelancer',
    module: 'ApplicationsPage',
  },
  freelancerProfile: {
    path: '/freelancer-dashboard/profile',
    area: 'freelancer',
    module: 'ProfilePage',
  },
  freelancerMessages: {
    path: '/freelancer-dashboard/messages',
    area: 'freelancer',
    module: 'MessagesPage',
  },
  freelancerConversation: {
    path: '/freelancer-dashboard/messages/:applicationId',
    area: 'freelancer',
    module: 'ConversationPage',
  },
  freelancerContracts: {
    path: '/freelancer-dashboard/contracts',
    area: 'freelancer',
    module: 'ContractsPage',
  },
  freelancerContract: {
    path: '/freelancer-dashboard/contracts/:contractId',
    area: 'freelancer',
    module: 'ContractPage',
  },
  // Two-way reviews (docs/decisions/030-reviews.md)
  freelancerReviews: {
    path: '/freelancer-dashboard/reviews',
    area: 'freelancer',
    module: 'ReviewsPage',
  },
  freelancerEarnings: {
    path: '/freelancer-dashboard/earnings',
    area: 'freelancer',
    module: 'EarningsPage',
  },
  // Payouts (docs/decisions/029-paying-in-and-out.md)
  freelancerPayouts: {
    path: '/freelancer-dashboard/payouts',
    area: 'freelancer',
    module: 'PayoutsPage',
  },

  companyDashboard: { path: '/company-dashboard', area: 'company', module: 'DashboardHome' },
  companyPostJob: { path: '/company-dashboard/post-job', area: 'company', module: 'PostJobPage' },
  companyJobsPosted: {
    path: '/company-dashboard/jobs-posted',
    area: 'company',
    module: 'JobsPostedPage',
  },
  companyProfile: { path: '/company-dashboard/profile', area: 'company', module: 'ProfilePage' },
  companyTalent: { path: '/company-dashboard/talent', area: 'company', module: 'TalentPage' },
  companyMessages: { path: '/company-dashboard/messages', area: 'company', module: 'MessagesPage' },
  companyConversation: {
    path: '/company-dashboard/messages/:applicationId',
    area: 'company',
    module: 'ConversationPage',
  },
  companyContracts: {
    path: '/company-dashboard/contracts',
    area: 'company',
    module: 'ContractsPage',
  },
  companyContract: {
    path: '/company-dashboard/contracts/:contractId',
    area: 'company',
    module: 'ContractPage',
  },
  // Two-way reviews (docs/decisions/030-reviews.md)
  companyReviews: {
    path: '/company-dashboard/reviews',
    area: 'company',
    module: 'ReviewsPage',
  },
  companySendOffer: {
    path: '/company-dashboard/offers/:applicationId',
    area: 'company',
    module: 'SendOfferPage',
  },
  companyPayments: {
    path: '/company-dashboard/payments',
    area: 'company',
    module: 'PaymentsPage',
  },

  adminDashboard: { path: '/admin-dashboard', area: 'admin', module: 'DashboardHome' },
  adminManageUsers: {
    path: '/admin-dashboard/manage-users',
    area: 'admin',
    module: 'ManageUsersPage',
  },
  adminReview: {
    path: '/admin-dashboard/manage-users/:role/:id',
    area: 'admin',
    module: 'ReviewPage',
  },
  adminProfile: { path: '/admin-dashboard/profile', area: 'admin', module: 'ProfilePage' },
  adminContactInbox: {
    path: '/admin-dashboard/contact-messages',
    area: 'admin',
    module: 'ContactInboxPage',
  },
  adminPayIns: { path: '/admin-dashboard/pay-ins', area: 'admin', module: 'PayInsPage' },
  // Bank statement reconciliation
  adminStatements: {
    path: '/admin-dashboard/statements',
    area: 'admin',
    module: 'StatementsPage',
  },
  adminMoneyDesk: { path: '/admin-dashboard/money', area: 'admin', module: 'MoneyDeskPage' },
  // Payouts (docs/decisions/029-paying-in-and-out.md)
  adminPayouts: { path: '/admin-dashboard/payouts', area: 'admin', module: 'PayoutsPage' },
  adminContract: {
    path: '/admin-dashboard/contracts/:contractId',
    area: 'admin',
    module: 'ContractPage',
  },
  // Reports, moderation and appeals (docs/decisions/033-enforcement.md)
  adminModeration: {
    path: '/admin-dashboard/moderation',
    area: 'admin',
    module: 'ModerationPage',
  },

  forgotPassword: { path: '/forgot-password', area: 'public', module: 'ForgotPasswordPage' },
  resetPassword: { path: '/reset-password', area: 'public', module: 'ResetPasswordPage' },
  verifyEmail: { path: '/verify-email', area: 'public', module: 'VerifyEmailPage' },
  // Scores and public profiles (docs/decisions/032-reputation.md)
  howScoresWork: { path: '/how-scores-work', area: 'public', module: 'HowScoresWorkPage' },
  freelancerPublicProfile: {
    path: '/freelancers/:accountId',
    area: 'public',
    module: 'FreelancerProfilePage',
  },
  companyPublicProfile: {
    path: '/companies/:accountId',
    area: 'public',
    module: 'CompanyProfilePage',
  },
} as const satisfies Record<string, PageRow>;

export type PageName = keyof typeof pages;
