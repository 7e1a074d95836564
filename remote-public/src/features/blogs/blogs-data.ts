import { bannerArt, palettes } from '../../lib/svg-art';

/**
 * Six static articles (spec). Their titles, topics and paragraphs are in the strings
 * (blogs.posts.<key>), in both languages; each post's banner is drawn from its topic word.
 */
export const blogPosts = [
  { id: 1, key: 'pricing', date: '2026-10-02' },
  { id: 2, key: 'skills', date: '2026-09-18' },
  { id: 3, key: 'proposals', date: '2026-09-03' },
  { id: 4, key: 'remote', date: '2026-08-21' },
  { id: 5, key: 'security', date: '2026-08-07' },
  { id: 6, key: 'careers', date: '2026-07-24' },
] as const;

export type BlogPost = (typeof blogPosts)[number];

/** A post's banner, with its topic word in the language shown. */
export const bannerFor = (topic: string, index: number) =>
  bannerArt(topic, palettes[index % palettes.length]!);
