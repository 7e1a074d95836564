import { dashboardPaths, paths, type SessionRole } from '@kaamyaab/shared-api';

export interface NavLinkItem {
  /** Its words' key in the shell's strings (nav.*). */
  label:
    | 'findWork'
    | 'findTalent'
    | 'freeCourses'
    | 'blogs'
    | 'contactUs'
    | 'login'
    | 'signup'
    | 'dashboard';
  to: string;
  /**
   * Whether the link is marked as the current page there. Find Talent and Signup both open
   * /signup; only Signup, the page's own entry, is marked, so one item reads as current.
   */
  marksCurrent: boolean;
}

const pages: NavLinkItem[] = [
  { label: 'findWork', to: paths.signupFreelancer, marksCurrent: true },
  { label: 'findTalent', to: paths.signup, marksCurrent: false },
  { label: 'freeCourses', to: paths.freeCourses, marksCurrent: true },
  { label: 'blogs', to: paths.blogs, marksCurrent: true },
  { label: 'contactUs', to: paths.contactUs, marksCurrent: true },
];

const signedOut: NavLinkItem[] = [
  { label: 'login', to: paths.login, marksCurrent: true },
  { label: 'signup', to: paths.signup, marksCurrent: true },
];

/**
 * Top navigation of the spec, shared by the desktop bar and the mobile menu. Someone signed in
 * is offered the way back to their dashboard instead of Login and Signup.
 */
export function navLinksFor(role: SessionRole | null): NavLinkItem[] {
  if (!role) return [...pages, ...signedOut];
  return [...pages, { label: 'dashboard', to: dashboardPaths[role], marksCurrent: true }];
}
