import { publicPart } from '../public-strings';

/** The free courses' words: the page, and each course's title and description. */
export const en = {
  meta: {
    title: 'Free Technology Courses',
    description: 'Twelve free video courses to learn the skills companies hire for on Kaamyaab.',
  },
  heading: 'Free Technology Courses',
  play: 'Play video: {{title}}',
  watch: 'Watch on YouTube',
  watchDetail: ': {{title}} (opens in a new tab)',
  items: {
    html: {
      title: 'HTML Full Course',
      description:
        'Structure web pages properly, from headings and links to forms and accessibility.',
    },
    css: {
      title: 'CSS for Beginners',
      description: 'Layouts with Flexbox and Grid, colours, typography and responsive design.',
    },
    javascript: {
      title: 'JavaScript Fundamentals',
      description: 'Variables, functions, arrays, objects and the DOM: the language of the web.',
    },
    typescript: {
      title: 'TypeScript Tutorial',
      description: 'Add types to JavaScript and catch mistakes before your users do.',
    },
    react: {
      title: 'React for Beginners',
      description: 'Components, state and hooks: build interactive interfaces clients ask for.',
    },
    node: {
      title: 'Node.js and Express',
      description: 'Write back-end APIs in JavaScript, with routing, middleware and databases.',
    },
    sql: {
      title: 'SQL and Databases',
      description: 'Design tables and query data with SQL, the skill every back end needs.',
    },
    python: {
      title: 'Python for Everyone',
      description: 'A gentle, complete start in Python for automation, data and the web.',
    },
    git: {
      title: 'Git and GitHub',
      description: 'Version control, branches and pull requests: how teams share code.',
    },
    flutter: {
      title: 'Flutter Mobile Apps',
      description: 'Build Android and iOS apps from one code base with Flutter and Dart.',
    },
    machineLearning: {
      title: 'Machine Learning Basics',
      description: 'The ideas behind machine learning, with hands-on examples in Python.',
    },
    docker: {
      title: 'Docker Essentials',
      description: 'Package and ship applications in containers, the way modern teams deploy.',
    },
  },
};

/** The translate function of the pages that use these words; importing it adds them. */
export const useCoursesT = publicPart('courses', en, () =>
  import(/* webpackChunkName: "urdu-public-courses" */ './courses-ur').then((module) => module.ur),
);
