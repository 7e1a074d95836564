import { addTranslations, useT } from './i18n';

/**
 * The words shared-ui's own components say (issue 16): banners, dialogs, the job boards' cards,
 * sheet and search form, the carousel's controls. The English is the spec's, word for word;
 * sentences from the contract (categories, sort and "posted within" choices, validation) are not
 * here but go through useSentence, where the contract's Urdu lives.
 */
const en = {
  errorBanner: { prefix: 'Error:' },
  modal: { close: 'Close' },
  confirm: { cancel: 'Cancel' },
  loading: 'Loading...',
  logo: 'Kaamyaab',
  stars: '{{filled}} of {{max}} stars',
  // Shown as they are written here; the badge capitalises the English with CSS.
  status: {
    pending: 'pending',
    accepted: 'accepted',
    rejected: 'rejected',
    withdrawn: 'withdrawn',
    open: 'open',
    closed: 'closed',
    filled: 'filled',
  },
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Go to slide {{number}} of {{count}}',
    dots: '{{label}} slides',
  },
  job: {
    budget: 'Budget',
    duration: 'Duration',
    notSpecified: 'Not specified',
    freelancersNeeded: 'Freelancers needed',
    company: 'Company',
    unknownCompany: 'Unknown Company',
    applicants: 'Applicants',
    projectType: 'Project type',
    experienceLevel: 'Experience level',
    category: 'Category',
    skills: 'Skills',
    projectTypes: { 'one-time': 'One-time', ongoing: 'Ongoing' },
    experience: { entry: 'Entry level', intermediate: 'Intermediate', expert: 'Expert' },
  },
  jobResults: {
    failed: 'Jobs could not be loaded. Please try again later.',
    none: 'No jobs available right now. Please check back soon.',
    noMatch: 'No jobs match this search.',
    clearFilters: 'Clear filters',
    loadMore: 'Load more jobs',
  },
  jobSheet: {
    title: 'Job',
    description: 'A job on Kaamyaab.',
    missing: 'This job could not be found. Its link may be mistyped.',
    failed: 'The job could not be loaded. Please try again later.',
  },
  jobSearch: {
    region: 'Find jobs',
    keyword: 'Search jobs',
    keywordExample: 'e.g. React, logo design, Urdu writing',
    search: 'Search',
    filters: 'Filters and sort',
    sortBy: 'Sort by',
    category: 'Category',
    anyCategory: 'Any category',
    skills: 'Skills',
    skillsHint: 'Comma-separated, any of them',
    projectType: 'Project type',
    anyType: 'Any type',
    experienceLevel: 'Experience level',
    anyLevel: 'Any level',
    postedWithin: 'Posted within',
    anyTime: 'Any time',
    budgetMin: 'Budget from (PKR)',
    budgetMax: 'Budget up to (PKR)',
    apply: 'Apply filters',
    clear: 'Clear filters',
  },
};

const ur: typeof en = {
  errorBanner: { prefix: 'خرابی:' },
  modal: { close: 'بند کریں' },
  confirm: { cancel: 'منسوخ کریں' },
  loading: 'لوڈ ہو رہا ہے...',
  logo: 'کامیاب',
  stars: '{{max}} میں سے {{filled}} ستارے',
  status: {
    pending: 'زیرِ غور',
    accepted: 'منظور',
    rejected: 'مسترد',
    withdrawn: 'واپس لے لی گئی',
    open: 'کھلی ہے',
    closed: 'بند',
    filled: 'آسامیاں پُر',
  },
  carousel: {
    previous: 'پچھلی سلائیڈ',
    next: 'اگلی سلائیڈ',
    goTo: '{{count}} میں سے سلائیڈ نمبر {{number}} دیکھیں',
    dots: '{{label}}: سلائیڈز',
  },
  job: {
    budget: 'بجٹ',
    duration: 'مدت',
    notSpecified: 'نہیں بتائی گئی',
    freelancersNeeded: 'کتنے فری لانسرز چاہئیں',
    company: 'کمپنی',
    unknownCompany: 'نامعلوم کمپنی',
    applicants: 'اپلائی کرنے والے',
    projectType: 'پراجیکٹ کی قسم',
    experienceLevel: 'تجربے کی سطح',
    category: 'کیٹیگری',
    skills: 'اسکلز',
    projectTypes: { 'one-time': 'ایک دفعہ کا کام', ongoing: 'جاری رہنے والا کام' },
    experience: { entry: 'ابتدائی سطح', intermediate: 'درمیانی سطح', expert: 'ماہر' },
  },
  jobResults: {
    failed: 'جابز لوڈ نہیں ہو سکیں۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
    none: 'اس وقت کوئی جاب موجود نہیں۔ کچھ دن بعد دوبارہ دیکھیں۔',
    noMatch: 'اس تلاش سے کوئی جاب نہیں ملی۔',
    clearFilters: 'فلٹرز ہٹائیں',
    loadMore: 'مزید جابز دیکھیں',
  },
  jobSheet: {
    title: 'جاب',
    description: 'کامیاب پر ایک جاب۔',
    missing: 'یہ جاب نہیں ملی۔ ہو سکتا ہے اس کا لنک غلط لکھا گیا ہو۔',
    failed: 'یہ جاب لوڈ نہیں ہو سکی۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
  },
  jobSearch: {
    region: 'جابز تلاش کریں',
    keyword: 'جاب تلاش کریں',
    keywordExample: 'مثلاً React، لوگو ڈیزائن، اردو لکھائی',
    search: 'تلاش کریں',
    filters: 'فلٹر اور ترتیب',
    sortBy: 'ترتیب',
    category: 'کیٹیگری',
    anyCategory: 'کوئی بھی کیٹیگری',
    skills: 'اسکلز',
    // The server splits skills on the Latin comma, and an Urdu keyboard types '،': say which.
    skillsHint: 'انگریزی کاما (,) لگا کر لکھیں؛ ان میں سے کوئی ایک بھی ہو تو جاب دکھائی جائے گی',
    projectType: 'پراجیکٹ کی قسم',
    anyType: 'کوئی بھی قسم',
    experienceLevel: 'تجربے کی سطح',
    anyLevel: 'کوئی بھی سطح',
    postedWithin: 'کب پوسٹ ہوئی',
    anyTime: 'کسی بھی وقت',
    budgetMin: 'کم از کم بجٹ (روپے)',
    budgetMax: 'زیادہ سے زیادہ بجٹ (روپے)',
    apply: 'فلٹر لگائیں',
    clear: 'فلٹرز ہٹائیں',
  },
};

export const uiStrings = { en, ur };
addTranslations('ui', uiStrings);

/** shared-ui's translate function; importing it registers the strings. */
export const useUiT = () => useT('ui');
