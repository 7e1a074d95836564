/**
 * The public area's forms and prompts (issue 16): contact, the login and sign-up choosers, the
 * public job board's apply prompt, and the forgotten-password, reset and verify-email pages.
 * Sentences of the contract (validation, the API's errors) are translated in shared-api.
 */
const en = {
  contact: {
    meta: 'Questions about hiring or freelancing on Kaamyaab? Write to our Help Center.',
    title: 'Contact Us',
    introBefore:
      'Our Help Center answers questions from companies and freelancers. Write to us below or at',
    introAfter: '.',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending...',
    failed: 'Your message could not be sent. Please try again.',
    listSeparator: ', ',
    thanks: 'Thank You!',
    thanksBody:
      'Your message has reached the Kaamyaab team. We usually reply within one working day.',
    ok: 'OK',
  },
  chooser: {
    login: {
      title: 'Welcome back to Kaamyaab',
      description: 'Log in to Kaamyaab as a freelancer or as a company.',
      freelancer: 'Login as Freelancer',
      company: 'Login as Company',
    },
    signup: {
      title: 'Join Kaamyaab',
      description: 'Create your Kaamyaab account as a freelancer or as a company.',
      freelancer: 'Sign up as Freelancer',
      company: 'Sign up as Company',
    },
    hints: {
      freelancer: 'Find work with companies across Pakistan and get paid in PKR.',
      company: 'Post jobs and hire freelancers whose documents we have checked.',
    },
    signedIn: {
      freelancer: 'You are logged in as a freelancer.',
      company: 'You are logged in as a company.',
      admin: 'You are logged in as an administrator.',
    },
    dashboard: 'Go to your dashboard',
  },
  jobs: {
    title: 'Find Work',
    description:
      'Open freelance jobs from companies across Pakistan, budgets in PKR: search by skill, category and budget.',
    viewAndApply: 'View job and apply',
    back: '← All open jobs',
    closed: 'This job is no longer taking applications.',
    applyNow: 'Apply Now',
    logInToApply: 'Log in to apply',
    prompt: 'Log in as a freelancer to apply for this job, or sign up if you are new to Kaamyaab.',
    signUp: 'Sign up as a freelancer',
  },
  forgot: {
    meta: {
      title: 'Forgot password',
      description: 'Ask for a link to choose a new Kaamyaab password.',
    },
    title: 'Forgot password?',
    subtitle:
      'Enter the email address of your account and we will email you a link to choose a new password.',
    remembered: 'Remembered it?',
    backToLogin: 'Back to login',
    role: 'I log in as',
    roles: { freelancer: 'Freelancer', company: 'Company', admin: 'Administrator' },
    email: 'Email',
    send: 'Send reset link',
  },
  reset: {
    meta: 'Choose a new password for your Kaamyaab account.',
    title: 'Choose a new password',
    subtitle:
      'Your new password needs at least 8 characters. Every device logged in to your account will be logged out.',
    expired: 'Link expired?',
    askNew: 'Ask for a new one',
    submit: 'Set new password',
  },
  verify: {
    meta: 'Confirm the email address of your Kaamyaab account.',
    title: 'Verify your email',
    checking: 'Checking your link...',
    dashboard: 'Go to your dashboard',
    or: 'or',
    logIn: 'log in',
    end: '.',
    askAgain: 'Log in to your dashboard to ask for a new verification email.',
  },
};

const ur: typeof en = {
  contact: {
    meta: 'کامیاب پر ہائرنگ یا فری لانسنگ کے بارے میں کوئی سوال ہے؟ ہمارے ہیلپ سینٹر کو لکھیں۔',
    title: 'رابطہ کریں',
    introBefore:
      'ہمارا ہیلپ سینٹر کمپنیوں اور فری لانسرز کے سوالوں کے جواب دیتا ہے۔ نیچے دیے گئے فارم سے ہمیں لکھیں، یا',
    introAfter: ' پر ای میل کریں۔',
    email: 'ای میل',
    phone: 'فون',
    subject: 'موضوع',
    message: 'پیغام',
    send: 'پیغام بھیجیں',
    sending: 'بھیجا جا رہا ہے...',
    failed: 'آپ کا پیغام نہیں بھیجا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
    listSeparator: '، ',
    thanks: 'شکریہ!',
    thanksBody:
      'آپ کا پیغام کامیاب کی ٹیم تک پہنچ گیا ہے۔ ہم عموماً ایک کاروباری دن کے اندر جواب دیتے ہیں۔',
    ok: 'ٹھیک ہے',
  },
  chooser: {
    login: {
      title: 'کامیاب میں دوبارہ خوش آمدید',
      description: 'کامیاب پر فری لانسر یا کمپنی کے طور پر لاگ اِن کریں۔',
      freelancer: 'فری لانسر کے طور پر لاگ اِن',
      company: 'کمپنی کے طور پر لاگ اِن',
    },
    signup: {
      title: 'کامیاب میں شامل ہوں',
      description: 'فری لانسر یا کمپنی کے طور پر اپنا کامیاب اکاؤنٹ بنائیں۔',
      freelancer: 'فری لانسر کے طور پر سائن اَپ',
      company: 'کمپنی کے طور پر سائن اَپ',
    },
    hints: {
      freelancer: 'پورے پاکستان کی کمپنیوں کے ساتھ کام تلاش کریں اور ادائیگی روپوں میں پائیں۔',
      company: 'جابز پوسٹ کریں اور ایسے فری لانسرز ہائر کریں جن کی دستاویزات ہم نے جانچ لی ہیں۔',
    },
    signedIn: {
      freelancer: 'آپ فری لانسر کے طور پر لاگ اِن ہیں۔',
      company: 'آپ کمپنی کے طور پر لاگ اِن ہیں۔',
      admin: 'آپ ایڈمنسٹریٹر کے طور پر لاگ اِن ہیں۔',
    },
    dashboard: 'اپنے ڈیش بورڈ پر جائیں',
  },
  jobs: {
    title: 'کام تلاش کریں',
    description:
      'پورے پاکستان کی کمپنیوں کی کھلی فری لانس جابز، بجٹ روپوں میں: اسکل، کیٹیگری اور بجٹ کے لحاظ سے تلاش کریں۔',
    viewAndApply: 'جاب دیکھیں اور اپلائی کریں',
    // Back points to the start of the line, which is the right in Urdu.
    back: '→ تمام کھلی جابز',
    closed: 'اس جاب کے لیے اب درخواستیں نہیں لی جا رہیں۔',
    applyNow: 'ابھی اپلائی کریں',
    logInToApply: 'اپلائی کرنے کے لیے لاگ اِن کریں',
    prompt:
      'اس جاب کے لیے اپلائی کرنے کے لیے فری لانسر کے طور پر لاگ اِن کریں، یا اگر آپ کامیاب پر نئے ہیں تو سائن اَپ کریں۔',
    signUp: 'فری لانسر کے طور پر سائن اَپ کریں',
  },
  forgot: {
    meta: {
      title: 'پاس ورڈ بھول گئے',
      description: 'کامیاب کا نیا پاس ورڈ رکھنے کے لیے لنک منگوائیں۔',
    },
    title: 'پاس ورڈ بھول گئے؟',
    subtitle:
      'اپنے اکاؤنٹ کا ای میل ایڈریس لکھیں، ہم آپ کو نیا پاس ورڈ رکھنے کا لنک ای میل کر دیں گے۔',
    remembered: 'یاد آ گیا؟',
    backToLogin: 'لاگ اِن پر واپس جائیں',
    role: 'لاگ اِن بطور',
    roles: { freelancer: 'فری لانسر', company: 'کمپنی', admin: 'ایڈمنسٹریٹر' },
    email: 'ای میل',
    send: 'ری سیٹ لنک بھیجیں',
  },
  reset: {
    meta: 'اپنے کامیاب اکاؤنٹ کے لیے نیا پاس ورڈ رکھیں۔',
    title: 'نیا پاس ورڈ رکھیں',
    subtitle:
      'نئے پاس ورڈ میں کم از کم 8 حروف ہونے چاہئیں۔ جن ڈیوائسز پر آپ کا اکاؤنٹ لاگ اِن ہے، وہ سب لاگ آؤٹ ہو جائیں گی۔',
    expired: 'لنک کی میعاد ختم ہو گئی؟',
    askNew: 'نیا لنک منگوائیں',
    submit: 'نیا پاس ورڈ محفوظ کریں',
  },
  verify: {
    meta: 'اپنے کامیاب اکاؤنٹ کے ای میل ایڈریس کی تصدیق کریں۔',
    title: 'اپنی ای میل کی تصدیق کریں',
    checking: 'آپ کا لنک چیک کیا جا رہا ہے...',
    dashboard: 'اپنے ڈیش بورڈ پر جائیں',
    or: 'یا',
    logIn: 'لاگ اِن کریں',
    end: '۔',
    askAgain: 'تصدیق کی نئی ای میل منگوانے کے لیے اپنے ڈیش بورڈ میں لاگ اِن کریں۔',
  },
};

export const formStrings = { en, ur };
