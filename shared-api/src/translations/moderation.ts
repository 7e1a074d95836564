import type {
  causeReasons,
  moderationMessages,
  reportReasons,
} from '@kaamyaab/shared-api/contract';
import type { UrduTwin } from './twin';

/** Reports, deactivation for cause and appeals in Urdu (docs/decisions/033-enforcement.md). */
export const reportReasonsInUrdu: UrduTwin<typeof reportReasons> = {
  spam: 'اسپام یا اشتہار',
  scam: 'دھوکا یا فراڈ',
  offPlatformPayment: 'کامیاب سے باہر ادائیگی مانگتا ہے',
  offensive: 'توہین آمیز یا بدسلوکی',
  fakeProfile: 'جعلی پروفائل یا کسی اور کا روپ',
  other: 'کچھ اور',
};

export const causeReasonsInUrdu: UrduTwin<typeof causeReasons> = {
  fraud: 'فراڈ',
  offPlatformPayment: 'کامیاب سے باہر ادائیگیاں لینا',
  abuse: 'دوسروں سے بدسلوکی',
  fakeIdentity: 'جعلی شناخت',
  repeatedSpam: 'بار بار اسپام',
  other: 'استعمال کی شرائط کی خلاف ورزی',
};

export const moderationMessagesInUrdu: UrduTwin<typeof moderationMessages> = {
  reasonRequired: 'کوئی وجہ چنیں',
  textRequired: 'چند الفاظ میں بتائیں کہ کیا غلط ہے',
  textTooLong: 'زیادہ سے زیادہ 1000 حروف لکھیں',
  causeTextRequired: 'وہ لکھیں جو اکاؤنٹ والا پڑھے گا',
  causeTextTooLong: 'زیادہ سے زیادہ 2000 حروف لکھیں',
  appealRequired: 'اپنی اپیل لکھیں',
  appealTooLong: 'اپیل زیادہ سے زیادہ 2000 حروف کی ہو سکتی ہے',
  noteRequired: 'نوٹ لکھیں',
  noteTooLong: 'نوٹ زیادہ سے زیادہ 1000 حروف کا ہو سکتا ہے',
};

export const moderationAnswersInUrdu: Record<string, string> = {
  'Report sent': 'رپورٹ بھیج دی گئی',
  'Reports fetched': 'رپورٹس مل گئیں',
  'Reports resolved': 'رپورٹس نمٹا دی گئیں',
  'Account deactivated for cause': 'اکاؤنٹ وجہ بتا کر غیر فعال کر دیا گیا',
  'Standing fetched': 'اکاؤنٹ کی صورتِ حال مل گئی',
  'Appeal sent': 'اپیل بھیج دی گئی',
  'Appeals fetched': 'اپیلیں مل گئیں',
  'Appeal decided': 'اپیل کا فیصلہ ہو گیا',
};
