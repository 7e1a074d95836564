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

/**
 * 'Top Earning Freelancers': 6 success stories, earnings in PKR. Their skills and words are in
 * the strings (home.stories.s<id>), in both languages; names stay as people write them.
 */
export const successStories = [
  { id: 1, name: 'Ayesha Khan', earning: 2_450_000 },
  { id: 2, name: 'Bilal Ahmed', earning: 1_980_000 },
  { id: 3, name: 'Fatima Noor', earning: 1_720_000 },
  { id: 4, name: 'Hamza Qureshi', earning: 2_130_000 },
  { id: 5, name: 'Zainab Raza', earning: 1_260_000 },
  { id: 6, name: 'Usman Tariq', earning: 1_890_000 },
];

/** The slides of a carousel, their captions drawn into the pictures and read as their alt text. */
export const slides = (captions: string[], offset: number) =>
  captions.map((caption, index) => ({
    image: sceneArt(caption, palettes[(index + offset) % palettes.length]!, index),
    alt: caption,
  }));

/** Keys of the captions (home.about.<part>.slides.<key>), in the order the slides show. */
export const slideKeys = {
  history: ['founded', 'team', 'companies', 'freelancers', 'marketplace'],
  mission: ['businesses', 'freelancers', 'transparent', 'barriers', 'community'],
} as const;
