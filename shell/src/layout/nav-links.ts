import { paths } from '@kaamyaab/shared-api';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** Top navigation of the spec, shared by the desktop bar and the mobile menu. */
export const navLinks: NavLinkItem[] = [
  { label: 'Find Work', to: paths.signupFreelancer },
  { label: 'Find Talent', to: paths.signup },
  { label: 'Free Courses', to: paths.freeCourses },
  { label: 'Blogs', to: paths.blogs },
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'Login', to: paths.login },
  { label: 'Signup', to: paths.signup },
];
