import { palettes, sceneArt } from '../../lib/svg-art';

/** The 12 client brands of 'Our Trusted Family' (our own invented marks). */
export const clientLogos = [
  { name: 'Indus Digital', color: '#0b6e4f', shape: 'circle' },
  { name: 'Ravi Software', color: '#1d4ed8', shape: 'square' },
  { name: 'Chenab Textiles', color: '#b45309', shape: 'diamond' },
  { name: 'Margalla Labs', color: '#7e22ce', shape: 'triangle' },
  { name: 'Karakoram Cloud', color: '#0f766e', shape: 'circle' },
  { name: 'Thar Solar', color: '#c2410c', shape: 'square' },
  { name: 'Sindh Fintech', color: '#be123c', shape: 'diamond' },
  { name: 'Hunza Health', color: '#15803d', shape: 'triangle' },
  { name: 'Lahore Logistics', color: '#1e40af', shape: 'circle' },
  { name: 'Gwadar Ports IT', color: '#0e7490', shape: 'square' },
  { name: 'Swat Studios', color: '#9333ea', shape: 'diamond' },
  { name: 'Multan Mart', color: '#a16207', shape: 'triangle' },
] as const;

export type ClientLogo = (typeof clientLogos)[number];

/** 'Top Earning Freelancers': 6 success stories, earnings in PKR. */
export const successStories = [
  {
    id: 1,
    name: 'Ayesha Khan',
    skills: ['React', 'TypeScript'],
    earning: 2_450_000,
    testimonial:
      'Kaamyaab connected me with a Karachi fintech that now sends me every new feature. I work from Lahore and get paid on time.',
  },
  {
    id: 2,
    name: 'Bilal Ahmed',
    skills: ['Flutter', 'Firebase'],
    earning: 1_980_000,
    testimonial:
      'Three mobile apps in one year, all for companies I would never have reached on my own.',
  },
  {
    id: 3,
    name: 'Fatima Noor',
    skills: ['Brand Design', 'Figma'],
    earning: 1_720_000,
    testimonial:
      'Clear briefs, fair budgets in rupees, and clients who respect a designer’s process.',
  },
  {
    id: 4,
    name: 'Hamza Qureshi',
    skills: ['Node.js', 'PostgreSQL'],
    earning: 2_130_000,
    testimonial:
      'I left a nine-to-five for backend projects from Islamabad. The approval process made clients trust me from day one.',
  },
  {
    id: 5,
    name: 'Zainab Raza',
    skills: ['Content Writing', 'SEO'],
    earning: 1_260_000,
    testimonial:
      'Writing in English and Urdu for brands across Pakistan, with steady monthly retainers.',
  },
  {
    id: 6,
    name: 'Usman Tariq',
    skills: ['Data Analysis', 'Python'],
    earning: 1_890_000,
    testimonial:
      'Dashboards for retailers and NGOs; every project taught me something and paid well.',
  },
];

const slides = (captions: string[], offset: number) =>
  captions.map((caption, index) => ({
    image: sceneArt(caption, palettes[(index + offset) % palettes.length]!, index),
    alt: caption,
  }));

export const historySlides = slides(
  [
    'Founded in 2024',
    'A small team of entrepreneurs',
    'Companies seeking skills',
    'Freelancers seeking projects',
    'One marketplace between them',
  ],
  0,
);

export const missionSlides = slides(
  [
    'Empowering businesses',
    'Empowering freelancers',
    'Transparent and efficient',
    'No geographical barriers',
    'A community that values skills',
  ],
  2,
);
