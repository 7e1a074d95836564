import type { en } from './ui-moderation-strings';

/** Reports and deactivation for cause in Urdu: fetched the first time Urdu is shown. */
export const ur: typeof en = {
  report: {
    open: 'رپورٹ کریں',
    openLabel: '{{what}} رپورٹ کریں',
    heading: '{{what}} رپورٹ کریں',
    reason: 'آپ اسے کیوں رپورٹ کر رہے ہیں؟',
    text: 'کیا ہوا؟',
    textHint:
      'ہماری ٹیم ہر رپورٹ پڑھتی ہے۔ جسے رپورٹ کیا گیا اسے نہیں بتایا جاتا کہ رپورٹ کس نے بھیجی۔',
    send: 'رپورٹ بھیجیں',
    sending: 'بھیجی جا رہی ہے...',
    cancel: 'منسوخ کریں',
    sent: 'شکریہ۔ ہماری ٹیم اس کا جائزہ لے کر آپ کو نتیجہ بتائے گی۔',
  },
  reasons: {
    spam: 'اسپام یا اشتہار',
    scam: 'دھوکا یا فراڈ',
    offPlatformPayment: 'کامیاب سے باہر ادائیگی مانگتا ہے',
    offensive: 'توہین آمیز یا بدسلوکی',
    fakeProfile: 'جعلی پروفائل یا کسی اور کا روپ',
    other: 'کچھ اور',
  },
  hidden: 'کامیاب نے ہٹا دیا: {{reason}}',
  standing: {
    heading: 'آپ کا اکاؤنٹ غیر فعال ہے',
    reason: 'وجہ: {{reason}}',
    ourWords: 'ہماری ٹیم نے آپ کو کیا لکھا',
    since: '{{date}} کو غیر فعال کیا گیا۔',
    payouts:
      'آپ اب بھی سائن اِن کر کے اپنی کمائی ہوئی رقم کی ادائیگی مانگ سکتے ہیں: یہ رقم آپ کی ہے۔',
    appealHeading: 'اپیل',
    appealIntro: 'اگر آپ کے خیال میں یہ غلطی ہے تو ہمیں وجہ بتائیں۔ آپ ایک اپیل بھیج سکتے ہیں۔',
    appealLabel: 'آپ کی اپیل',
    send: 'اپیل بھیجیں',
    sending: 'بھیجی جا رہی ہے...',
    pending: 'آپ کی اپیل {{date}} کو بھیجی گئی۔ ہم اپنا فیصلہ آپ کو یہیں اور ای میل سے بتائیں گے۔',
    upheld: '{{date}} کو آپ کی اپیل کا جائزہ لیا گیا اور اکاؤنٹ غیر فعال ہی رہے گا۔',
    reply: 'ہمارا جواب',
    yourAppeal: 'آپ کی اپیل',
  },
  causes: {
    fraud: 'فراڈ',
    offPlatformPayment: 'کامیاب سے باہر ادائیگیاں لینا',
    abuse: 'دوسروں سے بدسلوکی',
    fakeIdentity: 'جعلی شناخت',
    repeatedSpam: 'بار بار اسپام',
    other: 'استعمال کی شرائط کی خلاف ورزی',
  },
};
