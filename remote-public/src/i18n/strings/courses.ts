/** The free courses' words (issue 16): the page, and each course's title and description. */
const en = {
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

const ur: typeof en = {
  meta: {
    title: 'ٹیکنالوجی کے مفت کورسز',
    description:
      'بارہ مفت ویڈیو کورسز، جن سے آپ وہ اسکلز سیکھ سکتے ہیں جن کے لیے کمپنیاں کامیاب پر ہائر کرتی ہیں۔',
  },
  heading: 'ٹیکنالوجی کے مفت کورسز',
  play: 'ویڈیو چلائیں: {{title}}',
  watch: 'یوٹیوب پر دیکھیں',
  watchDetail: ': {{title}} (نئے ٹیب میں کھلے گا)',
  items: {
    html: {
      title: 'HTML کا مکمل کورس',
      description:
        'ویب پیجز کا ڈھانچہ درست طریقے سے بنائیں: ہیڈنگز اور لنکس سے لے کر فارمز اور ایکسیسبلٹی تک۔',
    },
    css: {
      title: 'نئے سیکھنے والوں کے لیے CSS',
      description: 'Flexbox اور Grid سے لے آؤٹ، رنگ، ٹائپوگرافی اور ریسپانسیو ڈیزائن۔',
    },
    javascript: {
      title: 'JavaScript کی بنیادی باتیں',
      description: 'ویری ایبلز، فنکشنز، ایریز، آبجیکٹس اور DOM: ویب کی اپنی زبان۔',
    },
    typescript: {
      title: 'TypeScript ٹیوٹوریل',
      description: 'JavaScript میں ٹائپس شامل کریں اور غلطیاں اپنے یوزرز سے پہلے خود پکڑیں۔',
    },
    react: {
      title: 'نئے سیکھنے والوں کے لیے React',
      description: 'کمپوننٹس، اسٹیٹ اور ہُکس: وہ انٹرایکٹو انٹرفیس بنائیں جو کلائنٹس مانگتے ہیں۔',
    },
    node: {
      title: 'Node.js اور Express',
      description: 'JavaScript میں بیک اینڈ APIs لکھیں، روٹنگ، مڈل ویئر اور ڈیٹا بیس کے ساتھ۔',
    },
    sql: {
      title: 'SQL اور ڈیٹا بیس',
      description:
        'ٹیبلز ڈیزائن کریں اور SQL سے ڈیٹا نکالیں: یہ وہ اسکل ہے جس کی ہر بیک اینڈ کو ضرورت ہوتی ہے۔',
    },
    python: {
      title: 'سب کے لیے Python',
      description: 'آٹومیشن، ڈیٹا اور ویب کے لیے Python کا آسان اور مکمل آغاز۔',
    },
    git: {
      title: 'Git اور GitHub',
      description: 'ورژن کنٹرول، برانچز اور پُل ریکویسٹس: ٹیمیں آپس میں کوڈ کیسے شیئر کرتی ہیں۔',
    },
    flutter: {
      title: 'Flutter سے موبائل ایپس',
      description: 'Flutter اور Dart کی مدد سے ایک ہی کوڈ سے Android اور iOS ایپس بنائیں۔',
    },
    machineLearning: {
      title: 'مشین لرننگ کی بنیادی باتیں',
      description: 'مشین لرننگ کے پیچھے کارفرما خیالات، Python میں عملی مثالوں کے ساتھ۔',
    },
    docker: {
      title: 'Docker کی ضروری باتیں',
      description:
        'ایپلی کیشنز کو کنٹینرز میں پیک کر کے چلائیں اور ڈیپلائے کریں، جیسے آج کی ٹیمیں کرتی ہیں۔',
    },
  },
};

export const courseStrings = { en, ur };
