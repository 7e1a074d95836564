/** The home page's words (issue 16): hero, trusted family, stories, about and calls to action. */
const en = {
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

const ur: typeof en = {
  meta: {
    title: 'پاکستان کے بہترین فری لانسرز ہائر کریں',
    description:
      'کامیاب باصلاحیت فری لانسرز کو نئے خیالات والے کاروباروں سے جوڑتا ہے۔ جاب پوسٹ کریں، تصدیق شدہ ٹیلنٹ ہائر کریں اور ادائیگی روپوں میں پائیں۔',
  },
  hero: {
    title: 'بہترین ٹیلنٹ سے اپنے کاروبار کو مضبوط بنائیں',
    body: 'ایک قابلِ بھروسا مارکیٹ پلیس پر ہنرمند پاکستانی فری لانسرز ہائر کریں، یا اپنے لیے اچھا کام تلاش کریں۔',
    cta: 'شروع کریں',
  },
  trusted: {
    title: 'ہم پر بھروسا کرنے والا خاندان',
    strip: 'کامیاب پر ہائر کرنے والی کمپنیاں',
  },
  stories: {
    title: 'سب سے زیادہ کمانے والے فری لانسرز',
    earned: 'کمائی: {{amount}}',
    quote: '”{{text}}“',
    s1: {
      skills: 'React · TypeScript',
      testimonial:
        'کامیاب نے مجھے کراچی کی ایک فن ٹیک کمپنی سے ملوایا جو اب اپنا ہر نیا فیچر مجھی سے بنواتی ہے۔ میں لاہور سے کام کرتی ہوں اور ادائیگی ہمیشہ وقت پر ملتی ہے۔',
    },
    s2: {
      skills: 'Flutter · Firebase',
      testimonial:
        'ایک سال میں تین موبائل ایپس، اور سب ایسی کمپنیوں کے لیے جن تک میں اکیلے کبھی نہ پہنچ پاتا۔',
    },
    s3: {
      skills: 'برانڈ ڈیزائن · Figma',
      testimonial:
        'واضح بریف، روپوں میں مناسب بجٹ، اور ایسے کلائنٹس جو ڈیزائنر کے کام کرنے کے طریقے کا احترام کرتے ہیں۔',
    },
    s4: {
      skills: 'Node.js · PostgreSQL',
      testimonial:
        'میں نے نو سے پانچ کی نوکری چھوڑ کر اسلام آباد سے بیک اینڈ پروجیکٹس پر کام شروع کیا۔ اکاؤنٹ کی منظوری کے عمل کی وجہ سے کلائنٹس نے پہلے دن سے مجھ پر بھروسا کیا۔',
    },
    s5: {
      skills: 'کانٹینٹ رائٹنگ · SEO',
      testimonial:
        'پورے پاکستان کے برانڈز کے لیے انگریزی اور اردو میں لکھتی ہوں، اور ہر مہینے باقاعدہ معاوضہ ملتا ہے۔',
    },
    s6: {
      skills: 'ڈیٹا اینالیسس · Python',
      testimonial:
        'ریٹیلرز اور این جی اوز کے لیے ڈیش بورڈز بنائے؛ ہر پروجیکٹ سے کچھ نیا سیکھا اور معاوضہ بھی اچھا ملا۔',
    },
  },
  about: {
    title: 'کامیاب کے بارے میں',
    history: {
      title: 'ہمارا سفر',
      p1: 'کامیاب کی بنیاد 2024 میں چند کاروباری لوگوں کی ایک چھوٹی سی ٹیم نے رکھی، جنہیں بار بار دو طرح کے لوگ ملتے تھے: ایک وہ کمپنیاں جنہیں خاص مہارتیں درکار تھیں مگر آس پاس نہیں ملتی تھیں، اور دوسرے وہ ہنرمند فری لانسرز جو اچھے پروجیکٹس کی تلاش میں تھے مگر اُن تک پہنچ نہیں پاتے تھے۔',
      p2: 'ہم نے ان دونوں کے درمیان پُل بنایا، اور آغاز پاکستان سے کیا، جہاں ٹیلنٹ کی کوئی کمی نہیں اور بھروسا ہی سب کچھ ہے۔',
      slides: {
        founded: '2024 میں آغاز',
        team: 'کاروباری لوگوں کی ایک چھوٹی سی ٹیم',
        companies: 'ہنر کی تلاش میں کمپنیاں',
        freelancers: 'پروجیکٹس کی تلاش میں فری لانسرز',
        marketplace: 'دونوں کے بیچ ایک مارکیٹ پلیس',
      },
    },
    mission: {
      title: 'ہمارا مشن',
      p1: 'ہم ایک متحرک، شفاف اور مؤثر ٹیلنٹ مارکیٹ پلیس کے ذریعے کاروباروں اور فری لانسرز کو آگے بڑھنے کی طاقت دیتے ہیں۔ ہم فاصلوں کی رکاوٹیں ختم کرتے ہیں، تاکہ کوئٹہ کا کوئی اسٹارٹ اپ گلگت کے کسی ڈیزائنر کو اتنی ہی آسانی سے ہائر کر سکے جتنی آسانی سے اپنے محلے کے کسی ڈیزائنر کو۔',
      p2: 'سب سے بڑھ کر، ہم ایک ایسی کمیونٹی بنا رہے ہیں جہاں ہنر کی قدر ہو اور اچھے کام کا اچھا صلہ ملے۔',
      slides: {
        businesses: 'کاروباروں کو مضبوط بنانا',
        freelancers: 'فری لانسرز کو مضبوط بنانا',
        transparent: 'شفاف اور مؤثر',
        barriers: 'فاصلوں کی کوئی رکاوٹ نہیں',
        community: 'ہنر کی قدر کرنے والی کمیونٹی',
      },
    },
  },
  cta: {
    talent: {
      title: 'ٹیلنٹ کی تلاش ہے؟',
      body: 'نئے اسٹارٹ اپس ہوں یا جمی جمائی کمپنیاں: جاب پوسٹ کریں، تصدیق شدہ فری لانسرز کو دیکھیں اور چند دنوں میں ہائر کریں۔',
    },
    work: {
      title: 'کام کی تلاش ہے؟',
      body: 'فری لانسرز اپنی اسکلز دکھاتے ہیں، جابز کے لیے اپلائی کرتے ہیں اور پورے پاکستان کی کمپنیوں سے رابطہ بناتے ہیں۔',
    },
    join: 'ابھی شامل ہوں',
  },
};

export const homeStrings = { en, ur };
