import { addTranslations, useT } from '@kaamyaab/shared-ui';

/** The shell's own words: its navigation, footer and error screens (issue 16). */
const en = {
  nav: {
    main: 'Main',
    home: 'Kaamyaab home',
    findWork: 'Find Work',
    findTalent: 'Find Talent',
    freeCourses: 'Free Courses',
    blogs: 'Blogs',
    contactUs: 'Contact Us',
    login: 'Login',
    signup: 'Signup',
    dashboard: 'Dashboard',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skip: 'Skip to content',
  },
  footer: {
    tagline: 'Kaamyaab connects talented freelancers with innovative businesses.',
    instagram: 'Kaamyaab on Instagram',
    linkedin: 'Kaamyaab on LinkedIn',
    quickLinks: 'Quick Links',
    resources: 'Resources',
    helpCenter: 'Help Center',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    rights: '© {{year}} Kaamyaab. All rights reserved. Photos:',
  },
  notFound: {
    title: '404 - Page Not Found',
    body: 'The page you are looking for does not exist or has moved.',
    back: 'Back to Home',
  },
  error: {
    title: 'Oops! Something went wrong',
    body: "Don't worry, it's not your fault. Our team has been notified and we're working on fixing it.",
    goBack: 'Go Back',
    home: 'Home',
    tryAgain: 'Try Again',
  },
  unavailable: {
    public: 'This page',
    freelancer: 'The freelancer area',
    company: 'The company area',
    admin: 'The admin area',
    title: '{{area}} is unavailable right now',
    body: 'We could not load this part of Kaamyaab. The rest of the site still works.',
    retry: 'Try again',
    goHome: 'Go to the home page',
  },
  loading: 'Loading...',
};

const ur: typeof en = {
  nav: {
    main: 'مرکزی',
    home: 'کامیاب کا ہوم پیج',
    findWork: 'کام تلاش کریں',
    findTalent: 'ٹیلنٹ تلاش کریں',
    freeCourses: 'مفت کورسز',
    blogs: 'بلاگز',
    contactUs: 'رابطہ کریں',
    login: 'لاگ اِن',
    signup: 'سائن اَپ',
    dashboard: 'ڈیش بورڈ',
    openMenu: 'مینو کھولیں',
    closeMenu: 'مینو بند کریں',
    skip: 'سیدھا مواد پر جائیں',
  },
  footer: {
    tagline: 'کامیاب باصلاحیت فری لانسرز کو نئے خیالات والے کاروباروں سے جوڑتا ہے۔',
    instagram: 'انسٹاگرام پر کامیاب',
    linkedin: 'لنکڈ اِن پر کامیاب',
    quickLinks: 'فوری لنکس',
    resources: 'معلومات',
    helpCenter: 'مدد',
    terms: 'شرائطِ استعمال',
    privacy: 'پرائیویسی پالیسی',
    rights: '© {{year}} کامیاب۔ جملہ حقوق محفوظ ہیں۔ تصاویر:',
  },
  notFound: {
    title: '404 - یہ صفحہ نہیں ملا',
    body: 'جو صفحہ آپ ڈھونڈ رہے ہیں وہ موجود نہیں، یا کہیں اور منتقل ہو چکا ہے۔',
    back: 'ہوم پیج پر واپس جائیں',
  },
  error: {
    title: 'اوہ! کچھ گڑبڑ ہو گئی',
    body: 'پریشان نہ ہوں، اس میں آپ کی کوئی غلطی نہیں۔ ہماری ٹیم کو اطلاع مل چکی ہے اور ہم اسے ٹھیک کر رہے ہیں۔',
    goBack: 'واپس جائیں',
    home: 'ہوم پیج',
    tryAgain: 'دوبارہ کوشش کریں',
  },
  unavailable: {
    public: 'یہ صفحہ',
    freelancer: 'فری لانسر والا حصہ',
    company: 'کمپنی والا حصہ',
    admin: 'ایڈمن والا حصہ',
    title: '{{area}} اس وقت نہیں کھل رہا',
    body: 'ہم کامیاب کا یہ حصہ لوڈ نہیں کر سکے۔ باقی ویب سائٹ ٹھیک چل رہی ہے۔',
    retry: 'دوبارہ کوشش کریں',
    goHome: 'ہوم پیج پر جائیں',
  },
  loading: 'لوڈ ہو رہا ہے...',
};

export const shellStrings = { en, ur };
addTranslations('shell', shellStrings);

/** The shell's translate function; importing it registers the shell's strings. */
export const useShellT = () => useT('shell');
