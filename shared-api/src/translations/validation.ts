import type {
  accountMessages,
  applicationMessages,
  credentialMessages,
  dealMessages,
  formatMessages,
  jobMessages,
  messageMessages,
  searchMessages,
  sendBackReasons,
  uploadRules,
} from '@kaamyaab/shared-api/contract';
import type { UrduTwin } from './twin';

/** The names the length rule gives fields (`accountMessages.tooLong`), as the Urdu forms say them. */
export const fieldNamesInUrdu: Record<string, string> = {
  'Full name': 'پورا نام',
  Email: 'ای میل',
  'Phone number': 'فون نمبر',
  'CNIC number': 'شناختی کارڈ (CNIC) نمبر',
  'Bank account number': 'بینک اکاؤنٹ نمبر',
  Skill: 'اسکلز',
  'Company name': 'کمپنی کا نام',
  Bio: 'تعارف',
  'Point of contact name': 'رابطہ کار کا نام',
  'Point of contact national ID': 'رابطہ کار کا شناختی کارڈ نمبر',
  'Company tax number (NTN)': 'کمپنی کا ٹیکس نمبر (NTN)',
  'Company bio': 'کمپنی کا تعارف',
  Username: 'یوزر نیم',
  Role: 'عہدہ',
  Subject: 'موضوع',
  Message: 'پیغام',
};

export const accountMessagesInUrdu: UrduTwin<typeof accountMessages> = {
  fullNameRequired: 'پورا نام لکھنا ضروری ہے',
  emailRequired: 'ای میل لکھنا ضروری ہے',
  emailInvalid: 'ای میل ایڈریس درست نہیں',
  passwordRequired: 'پاس ورڈ لکھنا ضروری ہے',
  passwordTooShort: 'پاس ورڈ کم از کم 8 حروف کا ہونا چاہیے',
  passwordTooLong: 'پاس ورڈ زیادہ سے زیادہ 128 حروف کا ہو سکتا ہے',
  phoneRequired: 'فون نمبر لکھنا ضروری ہے',
  phoneNumeric: 'فون نمبر میں صرف ہندسے ہوں',
  cnicRequired: 'شناختی کارڈ (CNIC) نمبر لکھنا ضروری ہے',
  skillRequired: 'اسکلز لکھنا ضروری ہے',
  bankAccountRequired: 'بینک اکاؤنٹ نمبر لکھنا ضروری ہے',
  employedRequired: 'بتائیے کہ کیا آپ اس وقت کہیں ملازمت کر رہے ہیں',
  companyNameWhenEmployed: 'ملازمت کی صورت میں کمپنی کا نام لکھنا ضروری ہے',
  proofRequired: 'رجسٹریشن فیس کی رسید لگانا ضروری ہے',
  bioRequired: 'اپنا تعارف لکھنا ضروری ہے',
  agreeRequired: 'آگے بڑھنے کے لیے شرائط سے اتفاق ضروری ہے',
  companyNameRequired: 'کمپنی کا نام لکھنا ضروری ہے',
  pocNameRequired: 'رابطہ کار کا نام لکھنا ضروری ہے',
  pocIdRequired: 'رابطہ کار کا شناختی کارڈ نمبر لکھنا ضروری ہے',
  ntnRequired: 'کمپنی کا ٹیکس نمبر (NTN) لکھنا ضروری ہے',
  companyBioRequired: 'کمپنی کا تعارف لکھنا ضروری ہے',
  loginEmpty: 'براہِ کرم ای میل اور پاس ورڈ دونوں لکھیں۔',
  adminLoginEmpty: 'براہِ کرم ای میل اور پاس ورڈ دونوں لکھیں۔',
  adminSignupEmpty: 'براہِ کرم تمام خانے پُر کریں: یوزر نیم، ای میل اور پاس ورڈ۔',
  adminKeyRequired: 'ایڈمن سائن اَپ کی لکھنا ضروری ہے',
  usernameRequired: 'یوزر نیم لکھنا ضروری ہے',
  closePasswordRequired: 'اکاؤنٹ بند کرنے کے لیے اپنا پاس ورڈ لکھیں',
  tooLong: (field: string, max: number) =>
    `${fieldNamesInUrdu[field] ?? field} زیادہ سے زیادہ ${max} حروف کا ہو سکتا ہے`,
};

export const uploadRulesInUrdu: UrduTwin<typeof uploadRules> = {
  proof: {
    accept: 'image/png,image/jpeg,image/webp,application/pdf',
    hint: 'PNG، JPEG، WebP یا PDF، زیادہ سے زیادہ 5 MB',
    wrongType: 'رجسٹریشن کی رسید PNG، JPEG، WebP یا PDF فائل ہونی چاہیے۔',
  },
  avatar: {
    accept: 'image/png,image/jpeg,image/webp',
    hint: 'PNG، JPEG یا WebP تصویر، زیادہ سے زیادہ 5 MB',
    wrongType: 'پروفائل تصویر PNG، JPEG یا WebP ہونی چاہیے۔',
  },
  tooLarge: 'فائل بہت بڑی ہے۔ زیادہ سے زیادہ 5 MB کی فائل لگائیں۔',
};

export const formatMessagesInUrdu: UrduTwin<typeof formatMessages> = {
  cnic: 'شناختی کارڈ نمبر 13 ہندسوں کا ہوتا ہے، جیسے 35202-1234567-1',
  pocId: 'رابطہ کار کا شناختی کارڈ نمبر 13 ہندسوں کا ہوتا ہے، جیسے 35202-1234567-1',
  ntn: 'NTN سات ہندسوں اور ایک چیک ہندسے کا ہوتا ہے، جیسے 1234567-8، یا 13 ہندسوں کا شناختی کارڈ نمبر',
  mobile: 'فون نمبر پاکستانی موبائل نمبر ہونا چاہیے، جیسے 03001234567 یا +923001234567',
  iban: 'یہ IBAN درست نہیں: پاکستانی IBAN میں PK، دو چیک ہندسے، بینک کے چار حروف اور 16 ہندسے ہوتے ہیں',
  bankAccount: 'بینک اکاؤنٹ نمبر IBAN (PK…) یا 8 سے 20 ہندسوں کا ہونا چاہیے',
};

export const jobMessagesInUrdu: UrduTwin<typeof jobMessages> = {
  titleRequired: 'جاب کا عنوان لکھنا ضروری ہے',
  titleTooLong: 'جاب کا عنوان زیادہ سے زیادہ 120 حروف کا ہو سکتا ہے',
  descriptionRequired: 'تفصیل لکھنا ضروری ہے',
  descriptionTooLong: 'تفصیل زیادہ سے زیادہ 5000 حروف کی ہو سکتی ہے',
  projectType: 'پروجیکٹ کی قسم چنیں: ایک بار کا یا جاری',
  experienceLevel: 'تجربے کا درجہ چنیں: ابتدائی، درمیانہ یا ماہر',
  categoryRequired: 'جاب کی کیٹیگری لکھنا ضروری ہے',
  categoryTooLong: 'جاب کی کیٹیگری زیادہ سے زیادہ 60 حروف کی ہو سکتی ہے',
  skillsRequired: 'کم از کم ایک اسکل لکھنا ضروری ہے',
  skillTooLong: 'ہر اسکل زیادہ سے زیادہ 50 حروف کی ہو سکتی ہے',
  tooManySkills: 'زیادہ سے زیادہ 30 اسکلز لکھی جا سکتی ہیں',
  budgetRequired: 'بجٹ لکھنا ضروری ہے',
  budgetInvalid: 'بجٹ روپوں میں ایک مثبت رقم ہونی چاہیے',
  durationTooLong: 'پروجیکٹ کی مدت زیادہ سے زیادہ 120 حروف میں لکھیں',
  freelancersMin: 'کم از کم 1 فری لانسر درکار ہے',
  freelancersMax: 'زیادہ سے زیادہ 100 فری لانسرز مانگے جا سکتے ہیں',
  pageNotSupported:
    'صفحہ نمبر سے فہرست نہیں کھلتی۔ براہِ کرم nextCursor کو after کے ساتھ استعمال کریں۔',
  status: "اسٹیٹس 'open' یا 'closed' ہونا چاہیے",
};

export const applicationMessagesInUrdu: UrduTwin<typeof applicationMessages> = {
  jobRequired: 'جاب بتانا ضروری ہے',
  jobInvalid: 'یہ جاب موجود نہیں۔',
  coverLetterRequired: 'کور لیٹر لکھنا ضروری ہے',
  coverLetterTooLong: 'کور لیٹر زیادہ سے زیادہ 5000 حروف کا ہو سکتا ہے',
  rateRequired: 'اپنا ریٹ لکھنا ضروری ہے',
  rateInvalid: 'ریٹ روپوں میں ایک مثبت رقم ہونا چاہیے',
  timeRequired: 'کام مکمل ہونے کا اندازاً وقت لکھنا ضروری ہے',
  timeTooLong: 'مکمل ہونے کا وقت زیادہ سے زیادہ 120 حروف میں لکھیں',
  status: "اسٹیٹس 'accepted' یا 'rejected' ہونا چاہیے",
  alreadyApplied: 'آپ اس جاب کے لیے پہلے ہی اپلائی کر چکے ہیں۔',
  alreadyDecided: 'اس درخواست کا فیصلہ پہلے ہی ہو چکا ہے۔',
  applyFailed: 'جاب کے لیے اپلائی نہیں ہو سکا',
};

export const messageMessagesInUrdu: UrduTwin<typeof messageMessages> = {
  required: 'براہِ کرم پیغام لکھیں۔',
  tooLong: 'ایک پیغام زیادہ سے زیادہ 2000 حروف کا ہو سکتا ہے۔',
};

export const credentialMessagesInUrdu: UrduTwin<typeof credentialMessages> = {
  resetRequested:
    'اگر اس ای میل کا اکاؤنٹ موجود ہے تو ہم نے اسے نیا پاس ورڈ بنانے کا لنک بھیج دیا ہے۔ یہ لنک ایک گھنٹے کے اندر ایک ہی بار کام کرتا ہے۔',
  passwordReset: 'آپ کا پاس ورڈ بدل دیا گیا ہے۔ براہِ کرم لاگ اِن کریں۔',
  passwordChanged: 'آپ کا پاس ورڈ بدل دیا گیا ہے۔ باقی تمام جگہوں سے آپ کو لاگ آؤٹ کر دیا گیا ہے۔',
  currentPasswordRequired: 'موجودہ پاس ورڈ لکھنا ضروری ہے',
  confirmRequired: 'نیا پاس ورڈ دوبارہ لکھیں',
  passwordsDiffer: 'دونوں نئے پاس ورڈ ایک جیسے نہیں',
  samePassword: 'نیا پاس ورڈ موجودہ پاس ورڈ سے مختلف ہونا چاہیے',
  tokenMissing: 'یہ لنک مکمل نہیں۔ براہِ کرم اپنی ای میل سے لنک دوبارہ کھولیں۔',
  emailVerified: 'شکریہ۔ آپ کا ای میل ایڈریس تصدیق ہو گیا ہے۔',
  verificationSent:
    'ہم نے آپ کو تصدیق کی نئی ای میل بھیج دی ہے۔ براہِ کرم اس میں دیا گیا لنک کھولیں۔',
  alreadyVerified: 'آپ کا ای میل ایڈریس پہلے ہی تصدیق شدہ ہے۔',
  verifyPrompt:
    'براہِ کرم اپنا ای میل ایڈریس تصدیق کریں: سائن اَپ کے وقت ہم نے جو ای میل بھیجی تھی اس کا لنک کھولیں۔',
};

export const searchMessagesInUrdu: UrduTwin<typeof searchMessages> = {
  keywordTooLong: 'تلاش کے الفاظ زیادہ سے زیادہ 100 حروف کے ہو سکتے ہیں',
  categoryTooLong: 'جاب کی کیٹیگری زیادہ سے زیادہ 60 حروف کی ہو سکتی ہے',
  skillsTooMany: 'زیادہ سے زیادہ 10 اسکلز چنیں',
  budget: 'بجٹ روپوں میں پوری رقم ہونی چاہیے',
  budgetOrder: 'کم سے کم بجٹ زیادہ سے زیادہ بجٹ سے بڑا نہیں ہو سکتا',
  sort: "ترتیب 'newest'، 'budget' یا 'applicants' ہونی چاہیے",
  posted: "پوسٹ ہونے کی مدت '24h'، '7d' یا '30d' ہونی چاہیے",
  projectType: "پروجیکٹ کی قسم 'one-time' یا 'ongoing' ہونی چاہیے",
  experienceLevel: "تجربے کا درجہ 'entry'، 'intermediate' یا 'expert' ہونا چاہیے",
};

export const sendBackReasonsInUrdu: UrduTwin<typeof sendBackReasons> = {
  unreadableReceipt: 'فیس کی رسید پڑھی نہیں جا رہی۔ براہِ کرم اس کی صاف تصویر یا PDF لگائیں۔',
  feeNotReceived: 'آپ کی رجسٹریشن فیس ہمیں نہیں ملی۔ براہِ کرم رسید لگائیں۔',
  cnicNameMismatch: 'شناختی کارڈ نمبر اکاؤنٹ والے نام سے میل نہیں کھاتا۔',
  invalidCnic: 'شناختی کارڈ نمبر درست نہیں۔',
  invalidBankAccount: 'بینک اکاؤنٹ نمبر یا IBAN درست نہیں۔',
  invalidNtn: 'NTN کمپنی سے میل نہیں کھاتا۔',
  incompleteProfile: 'کچھ تفصیلات نامکمل یا غیر واضح ہیں۔',
  other: 'کچھ درست کرنا ضروری ہے۔',
};

export const dealMessagesInUrdu: UrduTwin<typeof dealMessages> = {
  titleRequired: 'عنوان لکھنا ضروری ہے',
  titleTooLong: 'عنوان زیادہ سے زیادہ 120 حروف کا ہو سکتا ہے',
  scopeRequired: 'کام کو چند الفاظ میں بیان کریں',
  scopeTooLong: 'کام کی تفصیل زیادہ سے زیادہ 5000 حروف کی ہو سکتی ہے',
  milestoneTitleRequired: 'ہر مرحلے کا عنوان ضروری ہے',
  milestoneTitleTooLong: 'مرحلے کا عنوان زیادہ سے زیادہ 120 حروف کا ہو سکتا ہے',
  amountRequired: 'رقم لکھنا ضروری ہے',
  amountInvalid: 'رقم Rs 500 اور Rs 10,000,000 کے درمیان ہونی چاہیے',
  dueDateInvalid: 'آخری تاریخ درست تاریخ ہونی چاہیے (YYYY-MM-DD)',
  milestonesRequired: 'کم از کم ایک مرحلہ شامل کریں',
  tooManyMilestones: 'ایک پیشکش میں زیادہ سے زیادہ 20 مرحلے ہو سکتے ہیں',
  reasonRequired: 'براہِ کرم وجہ لکھیں',
  reasonTooLong: 'وجہ زیادہ سے زیادہ 2000 حروف کی ہو سکتی ہے',
  noteTooLong: 'نوٹ زیادہ سے زیادہ 5000 حروف کا ہو سکتا ہے',
  transactionIdRequired: 'اپنے بینک کی ٹرانزیکشن آئی ڈی لکھیں',
  transactionIdInvalid: 'ٹرانزیکشن آئی ڈی 4 سے 40 حروف، ہندسوں یا ڈیش پر مشتمل ہوتی ہے',
  referenceRequired: 'ریفرنس ویسے ہی لکھیں جیسے بینک اسٹیٹمنٹ میں ہے',
  idempotencyKey: 'اس درخواست کے لیے نئی شناختی کلید درکار ہے',
};
