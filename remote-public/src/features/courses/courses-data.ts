export interface Course {
  id: number;
  title: string;
  description: string;
  videoId: string;
}

/** Twelve free full-length courses (spec): well-known free video courses. */
export const courses: Course[] = [
  {
    id: 1,
    title: 'HTML Full Course',
    description:
      'Structure web pages properly, from headings and links to forms and accessibility.',
    videoId: 'pQN-pnXPaVg',
  },
  {
    id: 2,
    title: 'CSS for Beginners',
    description: 'Layouts with Flexbox and Grid, colours, typography and responsive design.',
    videoId: 'OXGznpKZ_sA',
  },
  {
    id: 3,
    title: 'JavaScript Fundamentals',
    description: 'Variables, functions, arrays, objects and the DOM: the language of the web.',
    videoId: 'PkZNo7MFNFg',
  },
  {
    id: 4,
    title: 'TypeScript Tutorial',
    description: 'Add types to JavaScript and catch mistakes before your users do.',
    videoId: '30LWjhZzg50',
  },
  {
    id: 5,
    title: 'React for Beginners',
    description: 'Components, state and hooks: build interactive interfaces clients ask for.',
    videoId: 'bMknfKXIFA8',
  },
  {
    id: 6,
    title: 'Node.js and Express',
    description: 'Write back-end APIs in JavaScript, with routing, middleware and databases.',
    videoId: 'Oe421EPjeBE',
  },
  {
    id: 7,
    title: 'SQL and Databases',
    description: 'Design tables and query data with SQL, the skill every back end needs.',
    videoId: 'HXV3zeQKqGY',
  },
  {
    id: 8,
    title: 'Python for Everyone',
    description: 'A gentle, complete start in Python for automation, data and the web.',
    videoId: 'rfscVS0vtbw',
  },
  {
    id: 9,
    title: 'Git and GitHub',
    description: 'Version control, branches and pull requests: how teams share code.',
    videoId: 'RGOj5yH7evk',
  },
  {
    id: 10,
    title: 'Flutter Mobile Apps',
    description: 'Build Android and iOS apps from one code base with Flutter and Dart.',
    videoId: 'VPvVD8t02U8',
  },
  {
    id: 11,
    title: 'Machine Learning Basics',
    description: 'The ideas behind machine learning, with hands-on examples in Python.',
    videoId: 'i_LwzRVP7bg',
  },
  {
    id: 12,
    title: 'Docker Essentials',
    description: 'Package and ship applications in containers, the way modern teams deploy.',
    videoId: 'fqMOX6JJhGo',
  },
];

export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;
export const embedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`;
