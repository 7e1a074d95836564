import { publicPart } from '../public-strings';

/** The blog's words: six articles, each a title, a topic and two paragraphs. */
export const en = {
  meta: {
    title: 'Latest Tech Insights',
    description:
      'Articles on freelancing, pricing, skills and remote work for Pakistan’s tech community.',
  },
  heading: 'Latest Tech Insights',
  updated: 'Updated {{month}}',
  bannerAlt: '{{topic}} banner',
  posts: {
    pricing: {
      title: 'Pricing Your Freelance Work in Rupees',
      topic: 'Pricing',
      p1: 'Clients in Pakistan compare quotes in rupees, so quote in rupees. Start from the hours a project will really take, add time for revisions and communication, and multiply by a day rate you could live on for a month of such days.',
      p2: 'Fixed prices suit well-defined work such as a logo or a landing page; ongoing work is better billed monthly. Either way, write down what is included before you start.',
    },
    skills: {
      title: 'Five Skills Pakistani Companies Hire For Most',
      topic: 'Skills',
      p1: 'Across the jobs posted this year, React and mobile development led, followed by brand design, content writing in English and Urdu, and data analysis with Python.',
      p2: 'Companies increasingly ask for proof: a portfolio link, a small sample or a short call. Keep one strong example for each skill you list.',
    },
    proposals: {
      title: 'Writing a Cover Letter That Gets Read',
      topic: 'Proposals',
      p1: 'Open with the client’s problem in your own words, then one sentence on how you solved a similar one. Skip the life story.',
      p2: 'End with a concrete next step — a question about the brief or a suggested first milestone — and keep it under two hundred words.',
    },
    remote: {
      title: 'Remote Teams Across Time Zones',
      topic: 'Remote',
      p1: 'Pakistan sits between the Gulf and East Asia, which makes a morning overlap with both. Agree on two overlap hours and keep them sacred.',
      p2: 'Write decisions down. A short daily note in a shared document saves more time than any meeting.',
    },
    security: {
      title: 'Keeping Client Data Safe',
      topic: 'Security',
      p1: 'Use a password manager, turn on two-factor sign-in everywhere and never reuse the client’s credentials outside the project.',
      p2: 'When a project ends, return or delete what you were given and say so in writing. Trust is the currency of repeat work.',
    },
    careers: {
      title: 'From First Gig to Full-Time Freelancer',
      topic: 'Careers',
      p1: 'Most freelancers on Kaamyaab started part-time. Keep your first three clients delighted and they will bring the next ten.',
      p2: 'Set aside a quarter of each payment for quiet months and taxes, and review your rates every six months.',
    },
  },
};

/** The translate function of the pages that use these words; importing it adds them. */
export const useBlogsT = publicPart('blogs', en, () =>
  import(/* webpackChunkName: "urdu-public-blogs" */ './blogs-ur').then((module) => module.ur),
);
