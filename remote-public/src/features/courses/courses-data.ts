import { courseArt, type CourseArt } from '../../lib/course-art';

interface CourseEntry {
  id: number;
  /** Its title and description are in the strings, at courses.items.<key>. */
  key: string;
  videoId: string;
  /** What its poster shows (lib/course-art): the course's colours, a token and a motif. */
  art: CourseArt;
}

export interface Course extends Omit<CourseEntry, 'art'> {
  /** The course's own picture, drawn here: the player loads only when the visitor asks. */
  poster: string;
}

/** Twelve free full-length courses (spec): well-known free video courses. */
const entries: CourseEntry[] = [
  {
    id: 1,
    key: 'html',
    videoId: 'pQN-pnXPaVg',
    art: {
      colors: ['#7c2d12', '#ea580c'],
      token: '</>',
      accent: '#fdba74',
      motif: { kind: 'window', size: [46, 40], lines: [30, 22, 26, 16], indents: [0, 4, 4, 0] },
    },
  },
  {
    id: 2,
    key: 'css',
    videoId: 'OXGznpKZ_sA',
    art: {
      colors: ['#2e1065', '#7c3aed'],
      token: '{ }',
      accent: '#c4b5fd',
      motif: { kind: 'blocks', rows: [3, 2, 3] },
    },
  },
  {
    id: 3,
    key: 'javascript',
    videoId: 'PkZNo7MFNFg',
    art: {
      colors: ['#422006', '#a16207'],
      token: 'JS',
      tile: ['#facc15', '#1c1917'],
      accent: '#facc15',
      motif: {
        kind: 'window',
        size: [46, 40],
        dark: true,
        lines: [20, 28, 16, 22, 8],
        indents: [0, 5, 10, 5, 0],
      },
    },
  },
  {
    id: 4,
    key: 'typescript',
    videoId: '30LWjhZzg50',
    art: {
      colors: ['#1e3a8a', '#2563eb'],
      token: 'TS',
      accent: '#93c5fd',
      motif: { kind: 'check' },
    },
  },
  {
    id: 5,
    key: 'react',
    videoId: 'bMknfKXIFA8',
    art: {
      colors: ['#083344', '#0891b2'],
      token: 'JSX',
      accent: '#67e8f9',
      motif: { kind: 'orbits', count: 3 },
    },
  },
  {
    id: 6,
    key: 'node',
    videoId: 'Oe421EPjeBE',
    art: {
      colors: ['#14532d', '#16a34a'],
      token: 'API',
      accent: '#86efac',
      motif: { kind: 'graph', layers: [1, 3] },
    },
  },
  {
    id: 7,
    key: 'sql',
    videoId: 'HXV3zeQKqGY',
    art: {
      colors: ['#134e4a', '#0d9488'],
      token: 'SQL',
      accent: '#5eead4',
      motif: { kind: 'disks', count: 3 },
    },
  },
  {
    id: 8,
    key: 'python',
    videoId: 'rfscVS0vtbw',
    art: {
      colors: ['#1a2e05', '#4d7c0f'],
      token: '>>>',
      accent: '#fde047',
      motif: {
        kind: 'window',
        size: [46, 40],
        dark: true,
        lines: [6, 24, 6, 18],
        indents: [0, 8, 0, 8],
      },
    },
  },
  {
    id: 9,
    key: 'git',
    videoId: 'RGOj5yH7evk',
    art: {
      colors: ['#7f1d1d', '#e11d48'],
      token: 'git',
      accent: '#fda4af',
      motif: { kind: 'branch', commits: 5 },
    },
  },
  {
    id: 10,
    key: 'flutter',
    videoId: 'VPvVD8t02U8',
    art: {
      colors: ['#1e1b4b', '#4f46e5'],
      token: 'dart',
      accent: '#a5b4fc',
      motif: { kind: 'window', size: [26, 48], lines: [18, 12, 18, 8] },
    },
  },
  {
    id: 11,
    key: 'machineLearning',
    videoId: 'i_LwzRVP7bg',
    art: {
      colors: ['#4a044e', '#c026d3'],
      token: 'f(x)',
      accent: '#f0abfc',
      motif: { kind: 'graph', layers: [3, 4, 2] },
    },
  },
  {
    id: 12,
    key: 'docker',
    videoId: 'fqMOX6JJhGo',
    art: {
      colors: ['#0c4a6e', '#0284c7'],
      token: '$_',
      accent: '#7dd3fc',
      motif: { kind: 'blocks', rows: [1, 2, 3], wave: true },
    },
  },
];

export const courses: Course[] = entries.map(({ art, ...course }) => ({
  ...course,
  poster: courseArt(art),
}));

export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;
export const embedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`;
