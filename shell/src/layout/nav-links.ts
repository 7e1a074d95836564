import { dashboardPaths, paths, type SessionRole } from '@kaamyaab/shared-api';

export interface NavLinkItem {
  label: string;
  to: string;
  /**
   * Whether the link is marked as the current page there. Find Talent and Signup both open
   * /signup; only Signup, the page's own entry, is marked, so one item reads as current.
   */
  marksCurrent: boolean;
}

const pages: NavLinkItem[] = [
  { label: 'Find Work', to: paths.signupFreelancer, marksCurrent: true },
  { label: 'Find Talent', to: paths.signup, marksCurrent: false },
  { label: 'Free Courses', to: paths.freeCourses, marksCurrent: true },
  { label: 'Blogs', to: paths.blogs, marksCurrent: true },
  { label: 'Contact Us', to: paths.contactUs, marksCurrent: true },
];

const signedOut: NavLinkItem[] = [
  { label: 'Login', to: paths.login, marksCurrent: true },
  { label: 'Signup', to: paths.signup, marksCurrent: true },
];

/**
 * Top navigation of the spec, shared by the desktop bar and the mobile menu. Someone signed in
 * is offered the way back to their dashboard instead of Login and Signup.
 */
export function navLinksFor(role: SessionRole | null): NavLinkItem[] {
  if (!role) return [...pages, ...signedOut];
  return [...pages, { label: 'Dashboard', to: dashboardPaths[role], marksCurrent: true }];
}
