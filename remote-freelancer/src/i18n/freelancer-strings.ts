import { addTranslations, useT } from '@kaamyaab/shared-ui';

/**
 * The freelancer area's own words: jobs, applying, applications, messages, the
 * profile, the dashboard and the freelancer's sign-up and login. The English is the spec's,
 * exactly; the contract's sentences (validation, the API's errors, upload hints) are translated
 * in shared-api and shown through useSentence.
 */
export const en = {
  jobs: {
    heading: 'Available Jobs',
    applyNow: 'Apply Now',
    alreadyApplied: 'Already Applied',
    back: '← Available Jobs',
    closed: 'This job is no longer taking applications.',
    invited: '{{company}} invited you to apply to this job on {{date}}.',
  },
  apply: {
    title: 'Apply for {{title}}',
    coverLetter: 'Cover letter',
    coverLetterPlaceholder: 'Tell them about yourself and why they should hire you?',
    rate: 'Proposed rate (PKR)',
    ratePlaceholder: 'eg., 20000 PKR',
    time: 'Estimated completion time',
    timePlaceholder: 'e.g., 2 weeks',
    cancel: 'Cancel',
    submit: 'Submit Application',
    closeTitle: 'Close without sending?',
    keepEditing: 'Keep editing',
    saveDraft: 'Save draft',
    discard: 'Discard',
    closeBody:
      'Your application for “{{title}}” has not been sent. Save what you typed as a draft to finish while you are on this page, or discard it?',
  },
  applied: {
    title: 'Application Submitted',
    ok: 'OK',
    theCompany: 'the company',
    body: 'Your application for “{{title}}” has been sent to {{company}}. You will see its status once they decide.',
  },
  login: {
    title: 'Login',
    subtitle: 'Find top talent or get your work done seamlessly.',
    forgotPassword: 'Forgot password?',
    noAccount: 'Don’t have an account?',
    signUp: 'Sign up',
  },
  signup: {
    documentTitle: 'Sign up as a freelancer',
    documentDescription:
      'Join Kaamyaab as a freelancer and apply to jobs from companies across Pakistan.',
    title: 'Sign up as a Freelancer',
    subtitle: 'Showcase your skills and get hired by companies across Pakistan.',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 8 characters',
    cnicHint: 'e.g. 35202-1234567-1',
    proof: 'Proof of registration fee',
    avatar: 'Avatar (optional)',
    agree: 'I agree that all information is correct',
    uploading: 'Uploading your documents',
    submit: 'Sign Up',
  },
  fields: {
    fullName: 'Full name',
    phone: 'Phone number',
    phoneHint: 'Mobile, e.g. 03001234567 or +923001234567',
    cnic: 'CNIC number',
    skill: 'Skill',
    skillHint: 'e.g. React, Graphic Design',
    bankAccount: 'Bank account number',
    bankAccountHint: 'Your IBAN (PK…) or account number, for payments',
    employed: 'Currently Doing Job?',
    yes: 'Yes',
    no: 'No',
    companyName: 'Company name',
    bio: 'Bio',
  },
  messages: {
    back: 'Back to Messages',
  },
  home: {
    documentTitle: 'Freelancer dashboard',
    documentDescription: 'Your Kaamyaab freelancer dashboard.',
    welcome: 'Welcome back',
    welcomeName: 'Welcome back, {{name}}',
    findTitle: 'Find your next project',
    findBody:
      'Companies across Pakistan post new work every day. Apply with a short cover letter and your rate in PKR.',
    browse: 'Browse available jobs',
  },
  layout: {
    dashboard: 'Dashboard',
    jobs: 'Jobs',
    myApplications: 'My Applications',
    contracts: 'Contracts',
    earnings: 'Earnings',
    greeting: '{{greeting}}, {{name}}',
  },
  profile: {
    documentTitle: 'Profile',
    documentDescription: 'Your Kaamyaab freelancer profile.',
    failed: 'Your profile could not be loaded. Please try again later.',
    skills: 'Skills',
    email: 'Email',
    phone: 'Phone',
    idNumber: 'ID number',
    bankAccount: 'Bank account',
    company: 'Company',
    status: 'Account Status',
    approved: 'Approved',
    pending: 'Pending',
    closingDeletes:
      'Your name, email, phone, CNIC, bank account, skills, bio, avatar and fee receipt are deleted.',
    closingKept:
      'Applications you sent stay with the companies as “Closed account”, without your cover letters; pending ones are withdrawn. Messages you sent stay in the companies’ conversations.',
    closingLogout: 'You are logged out everywhere, and your email can sign up again.',
    editIntro:
      'Changing your name or bank account sends your account back to our team for review, within 24 hours; everything else changes at once.',
    newAvatar: 'New avatar (optional)',
  },
  applications: {
    heading: 'My Applications',
    failed: 'Your applications could not be loaded. Please try again later.',
    empty: 'You have not applied for any job yet.',
    loadMore: 'Load more applications',
    label: 'Application for {{title}}',
    unknownCompany: 'Unknown Company',
    proposedRate: 'Proposed rate',
    appliedOn: 'Applied on',
    jobFilled: 'This job now has all the freelancers it needs.',
    jobClosed: 'The company has closed this job for now.',
    message: 'Message the company',
    withdraw: 'Withdraw',
    confirmLabel: 'Withdraw this application?',
    confirmBody: 'Withdraw this application? The company will see it as withdrawn.',
    withdrawing: 'Withdrawing...',
    yesWithdraw: 'Yes, withdraw',
    keep: 'Keep it',
  },
  loading: 'Loading...',
};

export const freelancerStrings = {
  en,
  ur: () =>
    import(/* webpackChunkName: "urdu-freelancer" */ './freelancer-ur').then((module) => module.ur),
};
addTranslations('freelancer', freelancerStrings);

/** The freelancer area's translate function; importing it registers the area's strings. */
export const useFreelancerT = () => useT('freelancer');
