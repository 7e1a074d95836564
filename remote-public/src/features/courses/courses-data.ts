import { courseArt, type CourseArt } from '../../lib/course-art';

interface CourseEntry {
  id: number;
  title: string;
  description: string;
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
    title: 'HTML Full Course',
    description:
      'Structure web pages properly, from headings and links to forms and accessibility.',
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
    title: 'CSS for Beginners',
    description: 'Layouts with Flexbox and Grid, colours, typography and responsive design.',
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
    title: 'JavaScript Fundamentals',
    description: 'Variables, functions, arrays, objects and the DOM: the language of the web.',
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
    title: 'TypeScript Tutorial',
    description: 'Add types to JavaScript and catch mistakes before your users do.',
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
    title: 'React for Beginners',
    description: 'Components, state and hooks: build interactive interfaces clients ask for.',
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
    title: 'Node.js and Express',
    description: 'Write back-end APIs in JavaScript, with routing, middleware and databases.',
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
    title: 'SQL and Databases',
    description: 'Design tables and query data with SQL, the skill every back end needs.',
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
    title: 'Python for Everyone',
    description: 'A gentle, complete start in Python for automation, data and the web.',
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
    title: 'Git and GitHub',
    description: 'Version control, branches and pull requests: how teams share code.',
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
    title: 'Flutter Mobile Apps',
    description: 'Build Android and iOS apps from one code base with Flutter and Dart.',
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
    title: 'Machine Learning Basics',
    description: 'The ideas behind machine learning, with hands-on examples in Python.',
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
    title: 'Docker Essentials',
    description: 'Package and ship applications in containers, the way modern teams deploy.',
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
