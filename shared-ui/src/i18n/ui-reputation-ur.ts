import type { en } from './ui-reputation-strings';

/** Scores, badges and public profiles in Urdu: fetched the first time Urdu is shown. */
export const ur: typeof en = {
  score: {
    value: '100 میں سے {{score}} اسکور',
    none: 'ابھی کوئی اسکور نہیں',
    noneHint: 'اسکور اس وقت دکھایا جاتا ہے جب {{count}} معاہدے ریویو کے ساتھ ختم ہو جائیں۔',
    profile: 'عوامی پروفائل',
    profileOf: '{{name}} کا عوامی پروفائل',
    companyProfile: 'کمپنی کا پروفائل',
    howItWorks: 'اسکور کیسے بنتا ہے',
  },
  badges: {
    label: 'کامیاب کی تصدیق شدہ',
    identityVerified: 'شناختی کارڈ کی تصدیق',
    ntnVerified: 'این ٹی این کی تصدیق',
    paymentVerified: 'ادائیگی کی تصدیق',
  },
  breakdown: {
    heading: 'آپ کا اسکور کیسے بنا',
    loading: 'آپ کا اسکور لوڈ ہو رہا ہے...',
    failed: 'آپ کا اسکور لوڈ نہیں ہو سکا۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
    none: 'ابھی کوئی معاہدہ شمار نہیں ہوتا: معاہدہ اس وقت شمار ہوتا ہے جب وہ رقم کی ادائیگی کے ساتھ ختم ہو اور اس کے ریویو سامنے آ جائیں۔',
    publicPart: 'آپ کے معاہدوں کا وزنی نتیجہ: {{value}}',
    privateBand:
      '{{count}} ریویو کی نجی ریٹنگز ایک ساتھ، چوتھائی تک گول کی گئی: {{value}}۔ کسی ایک ریویو کی نجی ریٹنگ کبھی نہیں دکھائی جاتی۔',
    privateNone:
      'نجی ریٹنگز اس وقت شمار ہوتی ہیں جب وہ {{count}} ہو جائیں، اور صرف ایک ساتھ؛ تب تک ان کا کوئی اثر نہیں۔',
    contract: 'معاہدہ',
    ended: 'ختم ہوا',
    released: 'ادا شدہ رقم',
    disputed: 'تنازع',
    onTime: 'وقت پر',
    stars: 'ستارے',
    outcome: 'نتیجہ',
    weight: 'وزن',
    yes: 'ہاں',
    no: 'نہیں',
    noReview: 'کوئی ریویو نہیں (3 شمار)',
  },
  profile: {
    notFound: 'یہ پروفائل عوامی نہیں۔',
    loading: 'پروفائل لوڈ ہو رہا ہے...',
    failed: 'پروفائل لوڈ نہیں ہو سکا۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
    memberSince: '{{date}} سے رکن',
    contracts: '{{count}} معاہدے مکمل',
    skills: 'مہارتیں',
    about: 'تعارف',
    reviews: 'ریویو',
    noReviews: 'ابھی کوئی ریویو نہیں۔',
    freelancerMeta: '{{name}}، کامیاب پر فری لانسر: مہارتیں، اسکور اور ریویو۔',
    companyMeta: '{{name}}، کامیاب پر کام دینے والی کمپنی: فری لانسرز کے اسکور اور ریویو۔',
  },
};
