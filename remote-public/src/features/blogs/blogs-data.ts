import { bannerArt, palettes } from '../../lib/svg-art';

interface Article {
  id: number;
  title: string;
  date: string;
  topic: string;
  content: string[];
}

export interface BlogPost extends Article {
  banner: string;
}

/** Six static articles (spec). Banners are drawn from the topic word. */
const articles: Article[] = [
  {
    id: 1,
    title: 'Pricing Your Freelance Work in Rupees',
    date: '2026-10-02',
    topic: 'Pricing',
    content: [
      'Clients in Pakistan compare quotes in rupees, so quote in rupees. Start from the hours a project will really take, add time for revisions and communication, and multiply by a day rate you could live on for a month of such days.',
      'Fixed prices suit well-defined work such as a logo or a landing page; ongoing work is better billed monthly. Either way, write down what is included before you start.',
    ],
  },
  {
    id: 2,
    title: 'Five Skills Pakistani Companies Hire For Most',
    date: '2026-09-18',
    topic: 'Skills',
    content: [
      'Across the jobs posted this year, React and mobile development led, followed by brand design, content writing in English and Urdu, and data analysis with Python.',
      'Companies increasingly ask for proof: a portfolio link, a small sample or a short call. Keep one strong example for each skill you list.',
    ],
  },
  {
    id: 3,
    title: 'Writing a Cover Letter That Gets Read',
    date: '2026-09-03',
    topic: 'Proposals',
    content: [
      'Open with the client’s problem in your own words, then one sentence on how you solved a similar one. Skip the life story.',
      'End with a concrete next step — a question about the brief or a suggested first milestone — and keep it under two hundred words.',
    ],
  },
  {
    id: 4,
    title: 'Remote Teams Across Time Zones',
    date: '2026-08-21',
    topic: 'Remote',
    content: [
      'Pakistan sits between the Gulf and East Asia, which makes a morning overlap with both. Agree on two overlap hours and keep them sacred.',
      'Write decisions down. A short daily note in a shared document saves more time than any meeting.',
    ],
  },
  {
    id: 5,
    title: 'Keeping Client Data Safe',
    date: '2026-08-07',
    topic: 'Security',
    content: [
      'Use a password manager, turn on two-factor sign-in everywhere and never reuse the client’s credentials outside the project.',
      'When a project ends, return or delete what you were given and say so in writing. Trust is the currency of repeat work.',
    ],
  },
  {
    id: 6,
    title: 'From First Gig to Full-Time Freelancer',
    date: '2026-07-24',
    topic: 'Careers',
    content: [
      'Most freelancers on Kaamyaab started part-time. Keep your first three clients delighted and they will bring the next ten.',
      'Set aside a quarter of each payment for quiet months and taxes, and review your rates every six months.',
    ],
  },
];

export const blogPosts: BlogPost[] = articles.map((article, index) => ({
  ...article,
  banner: bannerArt(article.topic, palettes[index % palettes.length]!),
}));

/** Spec: every card carries 'Updated {current month year}'. */
export function updatedTag(today: Date): string {
  return `Updated ${today.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' })}`;
}
