import { publicPart } from '../public-strings';

/** The home page's words: hero, trusted family, stories, about and calls to action. */
export const en = {
  meta: {
    title: 'Hire top freelancers in Pakistan',
    description:
      'Kaamyaab connects talented freelancers with innovative businesses. Post jobs, hire verified talent and get paid in PKR.',
  },
  hero: {
    title: 'Empower Your Business with Top Talent',
    body: 'Hire skilled Pakistani freelancers, or find meaningful work, on one trusted marketplace.',
    cta: 'Get Started',
  },
  latestJobs: {
    title: 'Latest jobs',
    posted: 'Posted',
    all: 'See all open jobs',
  },
  trusted: {
    title: 'Our Trusted Family',
    strip: 'Companies that hire on Kaamyaab',
  },
  stories: {
    title: 'Top Earning Freelancers',
    earned: 'Earned {{amount}}',
    quote: '“{{text}}”',
    s1: {
      skills: 'React · TypeScript',
      testimonial:
        'Kaamyaab connected me with a Karachi fintech that now sends me every new feature. I work from Lahore and get paid on time.',
    },
    s2: {
      skills: 'Flutter · Firebase',
      testimonial:
        'Three mobile apps in one year, all for companies I would never have reached on my own.',
    },
    s3: {
      skills: 'Brand Design · Figma',
      testimonial:
        'Clear briefs, fair budgets in rupees, and clients who respect a designer’s process.',
    },
    s4: {
      skills: 'Node.js · PostgreSQL',
      testimonial:
        'I left a nine-to-five for backend projects from Islamabad. The approval process made clients trust me from day one.',
    },
    s5: {
      skills: 'Content Writing · SEO',
      testimonial:
        'Writing in English and Urdu for brands across Pakistan, with steady monthly retainers.',
    },
    s6: {
      skills: 'Data Analysis · Python',
      testimonial:
        'Dashboards for retailers and NGOs; every project taught me something and paid well.',
    },
  },
  about: {
    title: 'About Kaamyaab',
    history: {
      title: 'Our History',
      p1: 'Kaamyaab was founded in 2024 by a small team of entrepreneurs who kept meeting the same two people: companies searching for specialised skills they could not find nearby, and skilled freelancers searching for meaningful projects they could not reach.',
      p2: 'We built the bridge between them, starting with Pakistan, where talent is plentiful and trust is everything.',
      slides: {
        founded: 'Founded in 2024',
        team: 'A small team of entrepreneurs',
        companies: 'Companies seeking skills',
        freelancers: 'Freelancers seeking projects',
        marketplace: 'One marketplace between them',
      },
    },
    mission: {
      title: 'Our Mission',
      p1: 'We empower businesses and freelancers with a dynamic, transparent and efficient talent marketplace. We break down geographical barriers so a startup in Quetta can hire a designer in Gilgit as easily as one down the street.',
      p2: 'Above all, we are fostering a community where skills are valued and good work is rewarded.',
      slides: {
        businesses: 'Empowering businesses',
        freelancers: 'Empowering freelancers',
        transparent: 'Transparent and efficient',
        barriers: 'No geographical barriers',
        community: 'A community that values skills',
      },
    },
  },
  cta: {
    talent: {
      title: 'Looking For Talent?',
      body: 'From startups to established companies: post a job, review verified freelancers and hire in days.',
    },
    work: {
      title: 'Looking For Work?',
      body: 'Freelancers showcase their skills, apply for jobs and connect with companies across Pakistan.',
    },
    join: 'Join Now',
  },
};

/** The translate function of the pages that use these words; importing it adds them. */
export const useHomeT = publicPart('home', en, () =>
  import(/* webpackChunkName: "urdu-public-home" */ './home-ur').then((module) => module.ur),
);
