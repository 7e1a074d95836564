import { addTranslations, useT } from '@kaamyaab/shared-ui';

/**
 * The words of scores, badges and public profiles (docs/decisions/032-reputation.md): the
 * applicant and talent cards, a party's breakdown, the public pages and the formula's page.
 */
export const en = {
  score: {
    value: 'Score {{score}} of 100',
    none: 'No score yet',
    noneHint: 'A score shows once {{count}} contracts have ended with their reviews.',
    profile: 'Public profile',
    profileOf: 'Public profile of {{name}}',
    companyProfile: 'Company profile',
    howItWorks: 'How scores work',
  },
  badges: {
    label: 'Checked by Kaamyaab',
    identityVerified: 'CNIC verified',
    ntnVerified: 'NTN verified',
    paymentVerified: 'Payment verified',
  },
  breakdown: {
    heading: 'How your score is made',
    loading: 'Loading your score...',
    failed: 'Your score could not be loaded. Please try again later.',
    none: 'No contract counts yet: a contract counts once it has ended with money released and its reviews are shown.',
    publicPart: 'Weighted outcome of your contracts: {{value}}',
    privateBand:
      'Private ratings, from {{count}} reviews together, rounded to a quarter: {{value}}. One review’s private rating is never shown.',
    privateNone:
      'Private ratings count once there are {{count}} of them, and only together; until then they move nothing.',
    contract: 'Contract',
    ended: 'Ended',
    released: 'Released',
    disputed: 'Disputed',
    onTime: 'On time',
    stars: 'Stars',
    outcome: 'Outcome',
    weight: 'Weight',
    yes: 'Yes',
    no: 'No',
    noReview: 'No review (counts as 3)',
  },
  profile: {
    notFound: 'This profile is not public.',
    loading: 'Loading the profile...',
    failed: 'The profile could not be loaded. Please try again later.',
    memberSince: 'Member since {{date}}',
    contracts: '{{count}} contracts completed',
    skills: 'Skills',
    about: 'About',
    reviews: 'Reviews',
    noReviews: 'No reviews yet.',
    freelancerMeta: '{{name}}, freelancer on Kaamyaab: skills, score and reviews.',
    companyMeta: '{{name}}, hiring on Kaamyaab: score and reviews from freelancers.',
  },
};

export const uiReputationStrings = {
  en,
  ur: () =>
    import(/* webpackChunkName: "urdu-ui-reputation" */ './ui-reputation-ur').then(
      (module) => module.ur,
    ),
};
addTranslations('ui-reputation', uiReputationStrings);

/** The reputation's translate function; importing it registers its strings. */
export const useReputationT = () => useT('ui-reputation');
