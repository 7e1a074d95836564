import type {
  ApplicationDecision,
  ExperienceLevel,
  ProjectType,
} from '@kaamyaab/shared-api/contract';

/**
 * The demo market: believable Pakistani companies, freelancers and jobs, fixed so that running
 * the seed twice finds everything already there. Emails are the identity of each record.
 */
export const demoPasswords = {
  admin: 'Faisal-Masjid-1986',
  company: 'Minar-e-Pakistan-1968',
  freelancer: 'Badshahi-Mosque-1673',
} as const;

export const demoAdmin = { username: 'noor.admin', email: 'admin@demo.kaamyaab.pk', role: 'admin' };

export interface DemoCompany {
  key: string;
  companyName: string;
  pocName: string;
  pocId: string;
  companyNtn: string;
  email: string;
  bio: string;
  active: boolean;
}

const company = (
  key: string,
  companyName: string,
  pocName: string,
  bio: string,
  active: boolean,
  index: number,
): DemoCompany => ({
  key,
  companyName,
  pocName,
  pocId: `42101-${String(7_654_320 + index)}-${index % 10}`,
  companyNtn: `${String(1_234_560 + index)}-${index % 10}`,
  email: `${key}@demo.kaamyaab.pk`,
  bio,
  active,
});

export const demoCompanies: DemoCompany[] = [
  company(
    'indus',
    'Indus Digital Labs',
    'Bilal Ahmed',
    'A product studio in Karachi building apps for retailers.',
    true,
    1,
  ),
  company(
    'ravi',
    'Ravi Textiles Online',
    'Amna Siddiqui',
    'Lahore textile house taking its fabrics online.',
    true,
    2,
  ),
  company(
    'margalla',
    'Margalla Health',
    'Dr. Omar Farooq',
    'Telehealth clinics across Islamabad and Rawalpindi.',
    true,
    3,
  ),
  company(
    'chenab',
    'Chenab Logistics',
    'Kashif Iqbal',
    'Freight and last-mile delivery from Faisalabad.',
    true,
    4,
  ),
  company(
    'khyber',
    'Khyber Crafts Co.',
    'Gul Khan',
    'Handmade crafts from Peshawar, waiting for approval.',
    false,
    5,
  ),
];

export interface DemoFreelancer {
  key: string;
  fullName: string;
  email: string;
  skills: string;
  bio: string;
  active: boolean;
  index: number;
}

const freelancer = (
  key: string,
  fullName: string,
  skills: string,
  bio: string,
  active: boolean,
  index: number,
): DemoFreelancer => ({
  key,
  fullName,
  email: `${key}@demo.kaamyaab.pk`,
  skills,
  bio,
  active,
  index,
});

export const demoFreelancers: DemoFreelancer[] = [
  freelancer(
    'ayesha',
    'Ayesha Khan',
    'React, TypeScript, Node.js',
    'Full-stack developer from Lahore; five years of web shops.',
    true,
    1,
  ),
  freelancer(
    'hamza',
    'Hamza Qureshi',
    'Python, Machine Learning, SQL',
    'Data scientist in Karachi who loves forecasting demand.',
    true,
    2,
  ),
  freelancer(
    'sana',
    'Sana Malik',
    'UI/UX Design, Figma, Branding',
    'Designer from Islamabad with a soft spot for Urdu type.',
    true,
    3,
  ),
  freelancer(
    'bilal',
    'Bilal Hussain',
    'Flutter, Kotlin, Firebase',
    'Mobile developer in Multan; ships apps for small businesses.',
    true,
    4,
  ),
  freelancer(
    'zainab',
    'Zainab Raza',
    'Copywriting, Urdu translation, SEO',
    'Writer and translator from Hyderabad.',
    true,
    5,
  ),
  freelancer(
    'usman',
    'Usman Tariq',
    'Digital Marketing, Google Ads, SEO',
    'Performance marketer from Faisalabad.',
    true,
    6,
  ),
  freelancer(
    'fatima',
    'Fatima Noor',
    'Video Editing, Motion Graphics',
    'Video editor from Quetta, waiting for approval.',
    false,
    7,
  ),
];

export interface DemoJob {
  company: string;
  title: string;
  description: string;
  projectType: ProjectType;
  experienceLevel: ExperienceLevel;
  jobCategory: string;
  skills: string[];
  budget: number;
  duration: string;
  numberOfFreelancers: number;
  daysAgo: number;
}

export const demoJobs: DemoJob[] = [
  {
    company: 'indus',
    title: 'Looking for a React developer for a grocery app',
    description:
      'Build the web storefront of a Karachi grocery chain: catalogue, cart and checkout with JazzCash.',
    projectType: 'one-time',
    experienceLevel: 'intermediate',
    jobCategory: 'Web Development',
    skills: ['React', 'TypeScript', 'REST APIs'],
    budget: 250_000,
    duration: '6 weeks',
    numberOfFreelancers: 1,
    daysAgo: 1,
  },
  {
    company: 'indus',
    title: 'Looking for a Flutter developer',
    description: 'Turn our delivery-rider web tool into an Android and iOS app.',
    projectType: 'ongoing',
    experienceLevel: 'expert',
    jobCategory: 'Mobile Apps',
    skills: ['Flutter', 'Firebase'],
    budget: 400_000,
    duration: '3 months',
    numberOfFreelancers: 2,
    daysAgo: 3,
  },
  {
    company: 'ravi',
    title: 'Looking for a brand designer',
    description: 'A fresh logo, colours and lookbook layout for our lawn collection.',
    projectType: 'one-time',
    experienceLevel: 'intermediate',
    jobCategory: 'Design',
    skills: ['Branding', 'Figma', 'Illustrator'],
    budget: 120_000,
    duration: '3 weeks',
    numberOfFreelancers: 1,
    daysAgo: 2,
  },
  {
    company: 'ravi',
    title: 'Looking for an Urdu and English copywriter',
    description: 'Product descriptions for 300 fabrics, in both Urdu and English.',
    projectType: 'ongoing',
    experienceLevel: 'entry',
    jobCategory: 'Writing',
    skills: ['Copywriting', 'Urdu translation'],
    budget: 60_000,
    duration: '1 month',
    numberOfFreelancers: 2,
    daysAgo: 6,
  },
  {
    company: 'ravi',
    title: 'Looking for a Google Ads specialist',
    description: 'Run our Eid campaign across Search and YouTube with a clear weekly report.',
    projectType: 'one-time',
    experienceLevel: 'expert',
    jobCategory: 'Marketing',
    skills: ['Google Ads', 'Analytics'],
    budget: 180_000,
    duration: '5 weeks',
    numberOfFreelancers: 1,
    daysAgo: 9,
  },
  {
    company: 'margalla',
    title: 'Looking for a data scientist to forecast clinic demand',
    description: 'Forecast weekly appointments per clinic from two years of bookings.',
    projectType: 'one-time',
    experienceLevel: 'expert',
    jobCategory: 'Data & AI',
    skills: ['Python', 'Machine Learning', 'SQL'],
    budget: 350_000,
    duration: '2 months',
    numberOfFreelancers: 1,
    daysAgo: 4,
  },
  {
    company: 'margalla',
    title: 'Looking for a UX designer for a patient app',
    description: 'Research and design the booking flow of our patient app, Urdu first.',
    projectType: 'one-time',
    experienceLevel: 'intermediate',
    jobCategory: 'Design',
    skills: ['UI/UX Design', 'Figma', 'User research'],
    budget: 200_000,
    duration: '6 weeks',
    numberOfFreelancers: 1,
    daysAgo: 12,
  },
  {
    company: 'chenab',
    title: 'Looking for a Node.js developer for shipment tracking',
    description: 'An API that tracks shipments from Faisalabad to every port, with SMS updates.',
    projectType: 'ongoing',
    experienceLevel: 'intermediate',
    jobCategory: 'Web Development',
    skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
    budget: 300_000,
    duration: '3 months',
    numberOfFreelancers: 1,
    daysAgo: 5,
  },
  {
    company: 'chenab',
    title: 'Looking for an SEO writer for our blog',
    description: 'Eight articles a month on freight, customs and exporting from Pakistan.',
    projectType: 'ongoing',
    experienceLevel: 'entry',
    jobCategory: 'Writing',
    skills: ['SEO', 'Copywriting'],
    budget: 45_000,
    duration: 'Monthly',
    numberOfFreelancers: 1,
    daysAgo: 15,
  },
  {
    company: 'chenab',
    title: 'Looking for a video editor for driver training',
    description: 'Edit ten short training videos for our drivers, with Urdu subtitles.',
    projectType: 'one-time',
    experienceLevel: 'entry',
    jobCategory: 'Other',
    skills: ['Video Editing', 'Subtitles'],
    budget: 70_000,
    duration: '2 weeks',
    numberOfFreelancers: 1,
    daysAgo: 20,
  },
];

export interface DemoApplication {
  job: string;
  freelancer: string;
  coverLetter: string;
  proposedRate: number;
  estimatedCompletionTime: string;
  status: 'pending' | ApplicationDecision;
}

export const demoApplications: DemoApplication[] = [
  {
    job: 'Looking for a React developer for a grocery app',
    freelancer: 'ayesha',
    coverLetter: 'I built the storefronts of two Lahore bakeries with React and JazzCash checkout.',
    proposedRate: 240_000,
    estimatedCompletionTime: '5 weeks',
    status: 'pending',
  },
  {
    job: 'Looking for a Flutter developer',
    freelancer: 'bilal',
    coverLetter: 'Three Flutter apps in the Play Store for Multan shops; happy to share them.',
    proposedRate: 380_000,
    estimatedCompletionTime: '3 months',
    status: 'accepted',
  },
  {
    job: 'Looking for a brand designer',
    freelancer: 'sana',
    coverLetter: 'Branding is my favourite work; my portfolio has two lawn labels.',
    proposedRate: 115_000,
    estimatedCompletionTime: '3 weeks',
    status: 'accepted',
  },
  {
    job: 'Looking for an Urdu and English copywriter',
    freelancer: 'zainab',
    coverLetter: 'I write in both languages every day and can start on Monday.',
    proposedRate: 55_000,
    estimatedCompletionTime: '4 weeks',
    status: 'pending',
  },
  {
    job: 'Looking for a Google Ads specialist',
    freelancer: 'usman',
    coverLetter: 'Last Eid I ran campaigns for a Faisalabad retailer at a 6x return.',
    proposedRate: 175_000,
    estimatedCompletionTime: '5 weeks',
    status: 'rejected',
  },
  {
    job: 'Looking for a data scientist to forecast clinic demand',
    freelancer: 'hamza',
    coverLetter: 'I forecast demand for a pharmacy chain; I can show the notebooks.',
    proposedRate: 330_000,
    estimatedCompletionTime: '7 weeks',
    status: 'pending',
  },
  {
    job: 'Looking for a UX designer for a patient app',
    freelancer: 'sana',
    coverLetter: 'I designed an Urdu-first booking flow for a Rawalpindi clinic.',
    proposedRate: 190_000,
    estimatedCompletionTime: '6 weeks',
    status: 'pending',
  },
  {
    job: 'Looking for a Node.js developer for shipment tracking',
    freelancer: 'ayesha',
    coverLetter: 'Node.js and PostgreSQL are my daily tools; I have built tracking APIs.',
    proposedRate: 290_000,
    estimatedCompletionTime: '10 weeks',
    status: 'rejected',
  },
  {
    job: 'Looking for an SEO writer for our blog',
    freelancer: 'zainab',
    coverLetter: 'SEO articles are most of my work; samples on request.',
    proposedRate: 40_000,
    estimatedCompletionTime: 'Monthly',
    status: 'accepted',
  },
  {
    job: 'Looking for an SEO writer for our blog',
    freelancer: 'usman',
    coverLetter: 'I can pair writing with keyword research for your blog.',
    proposedRate: 48_000,
    estimatedCompletionTime: 'Monthly',
    status: 'pending',
  },
];
