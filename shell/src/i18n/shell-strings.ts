import { addTranslations, useT } from '@kaamyaab/shared-ui';

/** The shell's own words: its navigation, footer and error screens. */
export const en = {
  nav: {
    main: 'Main',
    home: 'Kaamyaab home',
    findWork: 'Find Work',
    findTalent: 'Find Talent',
    freeCourses: 'Free Courses',
    blogs: 'Blogs',
    contactUs: 'Contact Us',
    login: 'Login',
    signup: 'Signup',
    dashboard: 'Dashboard',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skip: 'Skip to content',
  },
  footer: {
    tagline: 'Kaamyaab connects talented freelancers with innovative businesses.',
    instagram: 'Kaamyaab on Instagram',
    linkedin: 'Kaamyaab on LinkedIn',
    quickLinks: 'Quick Links',
    resources: 'Resources',
    helpCenter: 'Help Center',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    rights: '© {{year}} Kaamyaab. All rights reserved. Photos:',
  },
  notFound: {
    title: '404 - Page Not Found',
    body: 'The page you are looking for does not exist or has moved.',
    back: 'Back to Home',
  },
  error: {
    title: 'Oops! Something went wrong',
    body: "Don't worry, it's not your fault. Our team has been notified and we're working on fixing it.",
    goBack: 'Go Back',
    home: 'Home',
    tryAgain: 'Try Again',
  },
  unavailable: {
    public: 'This page',
    freelancer: 'The freelancer area',
    company: 'The company area',
    admin: 'The admin area',
    title: '{{area}} is unavailable right now',
    body: 'We could not load this part of Kaamyaab. The rest of the site still works.',
    retry: 'Try again',
    goHome: 'Go to the home page',
  },
  loading: 'Loading...',
};

// The Urdu is fetched the first time it is shown (the shell waits for it before its first paint),
// so an English reader's first load does without it.
export const shellStrings = {
  en,
  ur: () => import(/* webpackChunkName: "urdu-shell" */ './shell-ur').then((module) => module.ur),
};
addTranslations('shell', shellStrings);

/** The shell's translate function; importing it registers the shell's strings. */
export const useShellT = () => useT('shell');
