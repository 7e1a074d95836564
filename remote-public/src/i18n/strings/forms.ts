import { publicPart } from '../public-strings';

/**
 * The public area's forms and prompts: contact, the login and sign-up choosers, the public job
 * board's apply prompt, and the forgotten-password, reset and verify-email pages. Sentences of the
 * contract (validation, the API's errors) are translated in shared-api.
 */
export const en = {
  contact: {
    meta: 'Questions about hiring or freelancing on Kaamyaab? Write to our Help Center.',
    title: 'Contact Us',
    introBefore:
      'Our Help Center answers questions from companies and freelancers. Write to us below or at',
    introAfter: '.',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending...',
    failed: 'Your message could not be sent. Please try again.',
    listSeparator: ', ',
    thanks: 'Thank You!',
    thanksBody:
      'Your message has reached the Kaamyaab team. We usually reply within one working day.',
    ok: 'OK',
  },
  chooser: {
    login: {
      title: 'Welcome back to Kaamyaab',
      description: 'Log in to Kaamyaab as a freelancer or as a company.',
      freelancer: 'Login as Freelancer',
      company: 'Login as Company',
    },
    signup: {
      title: 'Join Kaamyaab',
      description: 'Create your Kaamyaab account as a freelancer or as a company.',
      freelancer: 'Sign up as Freelancer',
      company: 'Sign up as Company',
    },
    hints: {
      freelancer: 'Find work with companies across Pakistan and get paid in PKR.',
      company: 'Post jobs and hire freelancers whose documents we have checked.',
    },
    signedIn: {
      freelancer: 'You are logged in as a freelancer.',
      company: 'You are logged in as a company.',
      admin: 'You are logged in as an administrator.',
    },
    dashboard: 'Go to your dashboard',
  },
  jobs: {
    title: 'Find Work',
    description:
      'Open freelance jobs from companies across Pakistan, budgets in PKR: search by skill, category and budget.',
    viewAndApply: 'View job and apply',
    back: '← All open jobs',
    closed: 'This job is no longer taking applications.',
    applyNow: 'Apply Now',
    logInToApply: 'Log in to apply',
    prompt: 'Log in as a freelancer to apply for this job, or sign up if you are new to Kaamyaab.',
    signUp: 'Sign up as a freelancer',
  },
  forgot: {
    meta: {
      title: 'Forgot password',
      description: 'Ask for a link to choose a new Kaamyaab password.',
    },
    title: 'Forgot password?',
    subtitle:
      'Enter the email address of your account and we will email you a link to choose a new password.',
    remembered: 'Remembered it?',
    backToLogin: 'Back to login',
    role: 'I log in as',
    roles: { freelancer: 'Freelancer', company: 'Company', admin: 'Administrator' },
    email: 'Email',
    send: 'Send reset link',
  },
  reset: {
    meta: 'Choose a new password for your Kaamyaab account.',
    title: 'Choose a new password',
    subtitle:
      'Your new password needs at least 8 characters. Every device logged in to your account will be logged out.',
    expired: 'Link expired?',
    askNew: 'Ask for a new one',
    submit: 'Set new password',
  },
  verify: {
    meta: 'Confirm the email address of your Kaamyaab account.',
    title: 'Verify your email',
    checking: 'Checking your link...',
    dashboard: 'Go to your dashboard',
    or: 'or',
    logIn: 'log in',
    end: '.',
    askAgain: 'Log in to your dashboard to ask for a new verification email.',
  },
};

/** The translate function of the pages that use these words; importing it adds them. */
export const useFormsT = publicPart('forms', en, () =>
  import(/* webpackChunkName: "urdu-public-forms" */ './forms-ur').then((module) => module.ur),
);
