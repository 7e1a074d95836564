/** The blog's words (issue 16): six articles, each a title, a topic and two paragraphs. */
const en = {
  meta: {
    title: 'Latest Tech Insights',
    description:
      'Articles on freelancing, pricing, skills and remote work for Pakistan’s tech community.',
  },
  heading: 'Latest Tech Insights',
  updated: 'Updated {{month}}',
  bannerAlt: '{{topic}} banner',
  posts: {
    pricing: {
      title: 'Pricing Your Freelance Work in Rupees',
      topic: 'Pricing',
      p1: 'Clients in Pakistan compare quotes in rupees, so quote in rupees. Start from the hours a project will really take, add time for revisions and communication, and multiply by a day rate you could live on for a month of such days.',
      p2: 'Fixed prices suit well-defined work such as a logo or a landing page; ongoing work is better billed monthly. Either way, write down what is included before you start.',
    },
    skills: {
      title: 'Five Skills Pakistani Companies Hire For Most',
      topic: 'Skills',
      p1: 'Across the jobs posted this year, React and mobile development led, followed by brand design, content writing in English and Urdu, and data analysis with Python.',
      p2: 'Companies increasingly ask for proof: a portfolio link, a small sample or a short call. Keep one strong example for each skill you list.',
    },
    proposals: {
      title: 'Writing a Cover Letter That Gets Read',
      topic: 'Proposals',
      p1: 'Open with the client’s problem in your own words, then one sentence on how you solved a similar one. Skip the life story.',
      p2: 'End with a concrete next step — a question about the brief or a suggested first milestone — and keep it under two hundred words.',
    },
    remote: {
      title: 'Remote Teams Across Time Zones',
      topic: 'Remote',
      p1: 'Pakistan sits between the Gulf and East Asia, which makes a morning overlap with both. Agree on two overlap hours and keep them sacred.',
      p2: 'Write decisions down. A short daily note in a shared document saves more time than any meeting.',
    },
    security: {
      title: 'Keeping Client Data Safe',
      topic: 'Security',
      p1: 'Use a password manager, turn on two-factor sign-in everywhere and never reuse the client’s credentials outside the project.',
      p2: 'When a project ends, return or delete what you were given and say so in writing. Trust is the currency of repeat work.',
    },
    careers: {
      title: 'From First Gig to Full-Time Freelancer',
      topic: 'Careers',
      p1: 'Most freelancers on Kaamyaab started part-time. Keep your first three clients delighted and they will bring the next ten.',
      p2: 'Set aside a quarter of each payment for quiet months and taxes, and review your rates every six months.',
    },
  },
};

const ur: typeof en = {
  meta: {
    title: 'ٹیکنالوجی کی دنیا سے تازہ تحریریں',
    description: 'پاکستان کی ٹیک کمیونٹی کے لیے فری لانسنگ، ریٹس، اسکلز اور ریموٹ کام پر مضامین۔',
  },
  heading: 'ٹیکنالوجی کی دنیا سے تازہ تحریریں',
  updated: 'اپ ڈیٹ: {{month}}',
  bannerAlt: 'بینر: {{topic}}',
  posts: {
    pricing: {
      title: 'اپنے فری لانس کام کا ریٹ روپوں میں کیسے طے کریں',
      topic: 'ریٹس',
      p1: 'پاکستان میں کلائنٹس قیمتوں کا موازنہ روپوں میں کرتے ہیں، اس لیے اپنا ریٹ بھی روپوں میں بتائیں۔ پہلے اندازہ لگائیں کہ پروجیکٹ پر اصل میں کتنے گھنٹے لگیں گے، پھر تبدیلیوں اور بات چیت کا وقت شامل کریں، اور اسے ایسے یومیہ ریٹ سے ضرب دیں جس پر آپ ایسے دنوں کا پورا مہینہ گزار سکیں۔',
      p2: 'طے شدہ قیمت ایسے کام کے لیے ٹھیک رہتی ہے جس کی حدود واضح ہوں، جیسے لوگو یا لینڈنگ پیج؛ مسلسل چلنے والے کام کا بل ماہانہ بنانا بہتر ہے۔ دونوں صورتوں میں، کام شروع کرنے سے پہلے لکھ لیں کہ اس میں کیا کیا شامل ہے۔',
    },
    skills: {
      title: 'وہ پانچ اسکلز جن کے لیے پاکستانی کمپنیاں سب سے زیادہ ہائر کرتی ہیں',
      topic: 'اسکلز',
      p1: 'اس سال پوسٹ ہونے والی جابز میں React اور موبائل ڈیولپمنٹ سب سے آگے رہے، ان کے بعد برانڈ ڈیزائن، انگریزی اور اردو میں کانٹینٹ رائٹنگ، اور Python کے ساتھ ڈیٹا اینالیسس کا نمبر آیا۔',
      p2: 'کمپنیاں اب زیادہ تر ثبوت مانگتی ہیں: پورٹ فولیو کا لنک، کام کا چھوٹا سا نمونہ یا ایک مختصر کال۔ جو بھی اسکل آپ لکھیں، اس کی ایک مضبوط مثال ضرور تیار رکھیں۔',
    },
    proposals: {
      title: 'ایسا کور لیٹر لکھیں جو پڑھا جائے',
      topic: 'پروپوزلز',
      p1: 'آغاز کلائنٹ کے مسئلے سے کریں، اپنے الفاظ میں؛ پھر ایک جملے میں بتائیں کہ آپ نے ایسا ہی مسئلہ پہلے کیسے حل کیا تھا۔ اپنی پوری داستان سنانے کی ضرورت نہیں۔',
      p2: 'اختتام کسی واضح اگلے قدم پر کریں — بریف کے بارے میں کوئی سوال یا پہلے مرحلے کی تجویز — اور پورا خط دو سو الفاظ سے کم رکھیں۔',
    },
    remote: {
      title: 'مختلف ٹائم زونز میں ریموٹ ٹیمیں',
      topic: 'ریموٹ',
      p1: 'پاکستان خلیجی ممالک اور مشرقی ایشیا کے درمیان واقع ہے، اس لیے صبح کے وقت دونوں کے ساتھ کام کے اوقات ملتے ہیں۔ دو مشترکہ گھنٹے طے کر لیں اور ان کی سختی سے پابندی کریں۔',
      p2: 'فیصلے لکھ لیا کریں۔ کسی مشترکہ ڈاکیومنٹ میں روزانہ کا ایک مختصر نوٹ کسی بھی میٹنگ سے زیادہ وقت بچاتا ہے۔',
    },
    security: {
      title: 'کلائنٹ کا ڈیٹا محفوظ کیسے رکھیں',
      topic: 'سیکیورٹی',
      p1: 'پاس ورڈ مینیجر استعمال کریں، ہر جگہ ٹو فیکٹر لاگ اِن آن رکھیں، اور کلائنٹ کی لاگ اِن تفصیلات پروجیکٹ سے باہر کبھی استعمال نہ کریں۔',
      p2: 'پروجیکٹ ختم ہو تو جو کچھ آپ کو دیا گیا تھا وہ واپس کر دیں یا مٹا دیں، اور یہ بات لکھ کر بتا دیں۔ دوبارہ کام ملنے کا دارومدار بھروسے پر ہی ہے۔',
    },
    careers: {
      title: 'پہلے کام سے کُل وقتی فری لانسر تک',
      topic: 'کیریئر',
      p1: 'کامیاب پر زیادہ تر فری لانسرز نے پارٹ ٹائم کام سے آغاز کیا۔ اپنے پہلے تین کلائنٹس کو خوش رکھیں، اگلے دس وہ خود لے آئیں گے۔',
      p2: 'ہر ادائیگی کا ایک چوتھائی حصہ کم کام والے مہینوں اور ٹیکس کے لیے الگ رکھیں، اور ہر چھ مہینے بعد اپنے ریٹس پر نظرِ ثانی کریں۔',
    },
  },
};

export const blogStrings = { en, ur };
