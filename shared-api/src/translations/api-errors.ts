import type { apiErrors } from '@kaamyaab/shared-api/contract';
import { accountMessagesInUrdu, applicationMessagesInUrdu, uploadRulesInUrdu } from './validation';

type Params = Record<string, string | number>;
type UrduErrorTable = {
  readonly [K in keyof typeof apiErrors]: string | ((params: Params) => string);
};

const inMinutes = (minutes: string | number | undefined) => `${minutes} منٹ`;

const statusInUrdu: Record<string, string> = {
  accepted: 'قبول',
  rejected: 'مسترد',
  withdrawn: 'واپس',
};

/** Every failure of the API in Urdu, by the same codes and with the same blanks (errors.ts). */
export const apiErrorsInUrdu: UrduErrorTable = {
  invalidInput: 'درخواست درست نہیں۔ براہِ کرم اپنی معلومات دوبارہ دیکھیں۔',
  invalidJson: 'درخواست کا مواد درست JSON نہیں۔',
  bodyTooDeep: ({ max }) =>
    `درخواست کا مواد حد سے زیادہ تہہ در تہہ ہے: زیادہ سے زیادہ ${max} تہیں قبول کی جاتی ہیں۔`,
  requestRejected: 'یہ درخواست پوری نہیں کی جا سکی۔',
  badCharacters: ({ field }) => `${field} میں ایسا حرف ہے جس کی اجازت نہیں۔`,
  badMultipart: 'فارم پڑھا نہیں جا سکا۔ براہِ کرم دوبارہ بھیجیں۔',
  routeNotFound: ({ method, path }) => `راستہ ${method} ${path} نہیں ملا`,
  badAddress: 'یہ ایڈریس درست نہیں۔',
  addressTooLong: 'یہ ایڈریس بہت لمبا ہے۔',
  tooLarge: 'درخواست بہت بڑی ہے۔',
  unsupportedType: 'یہاں اس قسم کا مواد قبول نہیں کیا جاتا۔',
  tooManyRequests: 'بہت زیادہ درخواستیں۔ براہِ کرم کچھ دیر بعد کوشش کریں۔',
  internal: 'سرور میں خرابی۔ براہِ کرم کچھ دیر بعد کوشش کریں۔',
  databaseDown: 'کامیاب تھوڑی دیر کے لیے دستیاب نہیں۔ براہِ کرم چند سیکنڈ بعد کوشش کریں۔',
  overloaded: 'کامیاب اس وقت بہت مصروف ہے۔ براہِ کرم چند سیکنڈ بعد کوشش کریں۔',
  accountNotFound: 'یہ اکاؤنٹ موجود نہیں۔',
  notSentBack: 'آپ کا اکاؤنٹ کسی درستی کا منتظر نہیں۔',
  closeWrongPassword: 'یہ پاس ورڈ درست نہیں، اس لیے آپ کا اکاؤنٹ بند نہیں ہوا۔',
  notReady: 'یہ سرور ابھی درخواستیں لینے کے لیے تیار نہیں۔',
  storageDown: 'اس وقت فائلیں محفوظ یا کھولی نہیں جا سکتیں۔ براہِ کرم ایک منٹ بعد کوشش کریں۔',
  unauthenticated: 'آگے بڑھنے کے لیے براہِ کرم لاگ اِن کریں۔',
  wrongRole: 'آپ کو یہ کرنے کی اجازت نہیں۔',
  underReview: 'آپ کا اکاؤنٹ ابھی ریویو میں ہے، اس لیے یہ ابھی ممکن نہیں۔',
  crossSite: 'دوسری ویب سائٹس سے آنے والی درخواستیں قبول نہیں کی جاتیں۔',
  tooManyLogins: ({ minutes }) =>
    `لاگ اِن کی بہت زیادہ کوششیں ہو چکی ہیں۔ براہِ کرم ${inMinutes(minutes)} بعد کوشش کریں۔`,
  notMultipart: 'براہِ کرم سائن اَپ فارم multipart/form-data کی صورت میں بھیجیں۔',
  proofRequired: accountMessagesInUrdu.proofRequired,
  proofWrongType: uploadRulesInUrdu.proof.wrongType,
  avatarWrongType: uploadRulesInUrdu.avatar.wrongType,
  fileTooLarge: uploadRulesInUrdu.tooLarge,
  tooManyParts: 'فارم میں بہت زیادہ حصے ہیں۔',
  freelancerEmailTaken: 'اس ای میل سے فری لانسر پہلے ہی رجسٹرڈ ہے۔ براہِ کرم لاگ اِن کریں۔',
  companyEmailTaken: 'اس ای میل سے کمپنی پہلے ہی رجسٹرڈ ہے۔ براہِ کرم لاگ اِن کریں۔',
  freelancerUnknownEmail: 'اس ای میل سے کوئی فری لانسر موجود نہیں۔ براہِ کرم پہلے سائن اَپ کریں۔',
  companyUnknownEmail: 'اس ای میل سے کوئی کمپنی موجود نہیں۔ براہِ کرم رجسٹر کریں۔',
  freelancerWrongPassword: 'لاگ اِن کی معلومات درست نہیں۔ براہِ کرم اپنا ای میل اور پاس ورڈ دیکھیں۔',
  companyWrongPassword: 'درخواست درست نہیں۔ براہِ کرم اپنا ای میل یا پاس ورڈ دیکھیں۔',
  freelancerNotFound: 'فری لانسر نہیں ملا۔',
  companyNotFound: 'کمپنی نہیں ملی۔',
  tooManySignups: ({ minutes }) =>
    `اس نیٹ ورک سے بہت زیادہ سائن اَپ ہو چکے ہیں۔ براہِ کرم ${inMinutes(minutes)} بعد کوشش کریں۔`,
  adminKeyInvalid: 'ایڈمن سائن اَپ کی درست نہیں۔',
  tooManyAdminKeyAttempts: ({ minutes }) =>
    `ایڈمن سائن اَپ کی بہت بار غلط لکھی گئی۔ براہِ کرم ${inMinutes(minutes)} بعد کوشش کریں۔`,
  adminEmailTaken: 'اس ای میل سے ایڈمن پہلے ہی موجود ہے۔ براہِ کرم لاگ اِن کریں۔',
  adminWrongPassword: 'لاگ اِن کی معلومات درست نہیں۔',
  adminNotFound: 'ایڈمن نہیں ملا۔',
  invalidRefreshToken: 'یہ ریفریش ٹوکن درست نہیں۔ براہِ کرم دوبارہ لاگ اِن کریں۔',
  postForbidden: 'صرف منظور شدہ کمپنی جاب پوسٹ کر سکتی ہے۔',
  postAsOther: 'آپ صرف اپنی کمپنی کی طرف سے جاب پوسٹ کر سکتے ہیں۔',
  readOtherCompany: 'آپ صرف اپنی کمپنی کی پوسٹ کی ہوئی جابز دیکھ سکتے ہیں۔',
  notJobEditor: 'اس جاب میں تبدیلی صرف وہی کمپنی کر سکتی ہے جس نے اسے پوسٹ کیا۔',
  jobHasAccepted:
    'اس جاب میں ایک درخواست قبول ہو چکی ہے، اس لیے اب صرف درکار فری لانسرز کی تعداد بڑھائی جا سکتی ہے۔',
  belowAccepted: ({ accepted }) =>
    `اس جاب میں ${accepted} فری لانسر پہلے ہی قبول ہو چکے ہیں، اس لیے تعداد اس سے کم نہیں ہو سکتی۔`,
  jobAlreadyOpen: 'یہ جاب پہلے ہی کھلی ہے۔',
  jobAlreadyClosed: 'یہ جاب پہلے ہی بند ہے۔',
  reopenFilled:
    'اس جاب کے لیے تمام فری لانسر مل چکے ہیں۔ اسے دوبارہ کھولنے کے لیے درکار فری لانسرز کی تعداد بڑھائیں۔',
  badCursor: 'فہرست میں یہ جگہ درست نہیں۔ براہِ کرم فہرست شروع سے کھولیں۔',
  applyForbidden: 'صرف منظور شدہ فری لانسر جابز کے لیے اپلائی کر سکتا ہے۔',
  applyAsOther: 'آپ صرف اپنی طرف سے اپلائی کر سکتے ہیں۔',
  readOthersApplications: 'آپ صرف اپنی درخواستیں دیکھ سکتے ہیں۔',
  freelancerIdRequired: 'freelancerId ضروری ہے',
  jobNotFound: 'جاب نہیں ملی۔',
  notJobOwner: 'اس جاب کی درخواستیں صرف وہی کمپنی دیکھ سکتی ہے جس نے اسے پوسٹ کیا۔',
  applicationNotFound: 'درخواست نہیں ملی۔',
  notDecider: 'اس جاب کی درخواستوں کا فیصلہ صرف وہی کمپنی کر سکتی ہے جس نے اسے پوسٹ کیا۔',
  alreadyApplied: applicationMessagesInUrdu.alreadyApplied,
  alreadyDecided: applicationMessagesInUrdu.alreadyDecided,
  jobFilled: 'اس جاب کے لیے تمام فری لانسر مل چکے ہیں، اب اس پر مزید درخواستیں نہیں لی جاتیں۔',
  jobClosed: 'یہ جاب بند ہو چکی ہے، اب اس پر مزید درخواستیں نہیں لی جاتیں۔',
  acceptOnFilled:
    'اس جاب کے لیے تمام فری لانسر مل چکے ہیں، اس لیے مزید درخواستیں قبول نہیں کی جا سکتیں۔',
  acceptOnClosed: 'یہ جاب بند ہے۔ درخواست قبول کرنے کے لیے اسے دوبارہ کھولیں۔',
  notApplicant: 'یہ درخواست صرف وہی فری لانسر واپس لے سکتا ہے جس نے اپلائی کیا۔',
  notWithdrawable: ({ status }) =>
    `یہ درخواست پہلے ہی ${statusInUrdu[String(status)] ?? status} ہو چکی ہے، اس لیے اب واپس نہیں لی جا سکتی۔`,
  applicationNotAccepted: 'پیشکش صرف اسی درخواست دہندہ کو بھیجی جا سکتی ہے جسے آپ نے قبول کیا ہو۔',
  offerExists: 'اس درخواست کے لیے پیشکش پہلے سے موجود ہے۔ آگے بڑھنے کے لیے اسے کھولیں۔',
  contractNotFound: 'معاہدہ نہیں ملا۔',
  notContractParty: 'یہ معاہدہ صرف اس کی کمپنی اور فری لانسر دیکھ یا بدل سکتے ہیں۔',
  notYourTurn: 'یہ پیشکش دوسرے فریق کے جواب کی منتظر ہے۔',
  staleVersion: 'آپ کے کھولنے کے بعد یہ پیشکش بدل چکی ہے۔ براہِ کرم پہلے تازہ ترین ورژن پڑھیں۔',
  offerAnswered: 'اس پیشکش کا جواب پہلے ہی دیا جا چکا ہے۔',
  contractNotActive: 'یہ معاہدہ فعال نہیں، اس لیے یہ ممکن نہیں۔',
  tooManyMilestones: 'ایک معاہدے میں زیادہ سے زیادہ 20 مرحلے ہو سکتے ہیں۔',
  milestoneNotFound: 'مرحلہ نہیں ملا۔',
  ownProposal: 'آپ کے تجویز کردہ مرحلے پر دوسرے فریق کی رضامندی ضروری ہے۔',
  illegalMove: 'آپ کے کھولنے کے بعد یہ مرحلہ آگے بڑھ چکا ہے۔ براہِ کرم معاہدہ دوبارہ کھولیں۔',
  onlyCompany: 'یہ کام صرف اس معاہدے کی کمپنی کر سکتی ہے۔',
  onlyFreelancer: 'یہ کام صرف اس معاہدے کا فری لانسر کر سکتا ہے۔',
  amountAboveEscrow: ({ available }) => `اس مرحلے کے لیے زیادہ سے زیادہ ${available} محفوظ ہیں۔`,
  submissionEmpty: 'کام جمع کرانے کے لیے کوئی نوٹ یا کم از کم ایک فائل شامل کریں۔',
  workAwaitsDecision:
    'کام کمپنی کے فیصلے کا منتظر ہے: معاہدہ ختم کرنے سے پہلے اسے منظور کریں یا تبدیلیاں مانگیں۔',
  idempotencyReused:
    'یہ درخواست پہلے مختلف تفصیلات کے ساتھ کی جا چکی ہے۔ براہِ کرم صفحہ دوبارہ کھول کر کوشش کریں۔',
  payInNotFound: 'ادائیگی نہیں ملی۔',
  payInDecided: 'اس ادائیگی کی تصدیق یا انکار پہلے ہی ہو چکا ہے۔',
  payInMismatch:
    'رقم یا ریفرنس اس ادائیگی سے میل نہیں کھاتا۔ بینک اسٹیٹمنٹ دوبارہ دیکھیں، یا وجہ لکھ کر اسے مسترد کریں۔',
  receiptRequired: 'منتقلی کی رسید اپ لوڈ کریں: تصویر یا PDF۔',
  balanceTooLow: 'اس کے لیے محفوظ رقم کافی نہیں۔',
  workWrongType: 'کام کی فائلیں تصویر، PDF، آفس یا اوپن ڈاکیومنٹ فائل، یا ZIP آرکائیو ہونی چاہییں۔',
  talentForbidden: 'صرف منظور شدہ کمپنی ٹیلنٹ تلاش کر کے دعوت دے سکتی ہے۔',
  alreadyInvited: 'آپ اس فری لانسر کو اس جاب کی دعوت پہلے ہی دے چکے ہیں۔',
  inviteeApplied: 'یہ فری لانسر اس جاب کے لیے پہلے ہی اپلائی کر چکا ہے۔',
  notificationNotFound: 'نوٹیفکیشن نہیں ملا۔',
  contactMessageNotFound: 'یہ پیغام موجود نہیں۔',
  failedEmailNotFound:
    'یہ ای میل ناکام ای میلز میں نہیں: یا تو یہ موجود نہیں، یا اسے پہلے ہی دوبارہ بھیجنے کے لیے رکھ دیا گیا ہے۔',
  conversationNotFound: 'بات چیت نہیں ملی۔',
  notConversationParty:
    'یہ بات چیت صرف جاب پوسٹ کرنے والی کمپنی اور اپلائی کرنے والا فری لانسر پڑھ یا لکھ سکتے ہیں۔',
  fileNotFound: 'فائل نہیں ملی۔',
  tooManyMessages: ({ minutes }) =>
    `بہت زیادہ پیغامات۔ براہِ کرم ${inMinutes(minutes)} بعد کوشش کریں۔`,
  resetLinkInvalid:
    'پاس ورڈ بدلنے کا یہ لنک اب کام نہیں کرتا: یہ استعمال ہو چکا ہے یا ایک گھنٹے سے پرانا ہے۔ براہِ کرم نیا لنک منگوائیں۔',
  verificationLinkInvalid:
    'تصدیق کا یہ لنک اب کام نہیں کرتا: یہ استعمال ہو چکا ہے، اس کی جگہ نیا لنک آ چکا ہے یا اس کی مدت ختم ہو گئی ہے۔ براہِ کرم لاگ اِن کر کے نیا لنک منگوائیں۔',
  currentPasswordWrong: 'آپ کا موجودہ پاس ورڈ درست نہیں۔',
  tooManyResetRequests: ({ minutes }) =>
    `پاس ورڈ بدلنے کی بہت زیادہ درخواستیں ہو چکی ہیں۔ براہِ کرم ${inMinutes(minutes)} بعد کوشش کریں۔`,
  tooManyVerificationEmails: ({ minutes }) =>
    `تصدیق کی بہت زیادہ ای میلز بھیجی جا چکی ہیں۔ براہِ کرم اپنا اِن باکس دیکھیں، یا ${inMinutes(minutes)} بعد کوشش کریں۔`,
  tooManyPasswordAttempts: ({ minutes }) =>
    `موجودہ پاس ورڈ بہت بار غلط لکھا گیا۔ براہِ کرم ${inMinutes(minutes)} بعد کوشش کریں۔`,
  // Bank statement reconciliation
  statementRequired: 'بینک اسٹیٹمنٹ کی CSV فائل منتخب کریں۔',
  statementTooLarge: 'اسٹیٹمنٹ زیادہ سے زیادہ 1 MB کی ہو سکتی ہے: کم مدت کی اسٹیٹمنٹ اپ لوڈ کریں۔',
  statementUnreadable:
    'اسٹیٹمنٹ کی کچھ سطریں پڑھی نہیں جا سکیں، اس لیے کچھ بھی درج نہیں کیا گیا۔ ترتیب اور کالم دوبارہ دیکھیں۔',
  statementEmpty: 'اسٹیٹمنٹ میں کوئی لین دین نہیں۔',
  statementNotFound: 'اسٹیٹمنٹ کا یہ اندراج موجود نہیں۔',
  statementLineNotFound: 'اسٹیٹمنٹ کی یہ سطر موجود نہیں۔',
  statementLineResolved: 'اسٹیٹمنٹ کی اس سطر کا فیصلہ پہلے ہی ہو چکا ہے۔',
  statementAmountMismatch:
    'ادائیگی کی رقم اس سطر کی رقم نہیں: سطر صرف اسی رقم کی ادائیگی پر لگائی جا سکتی ہے۔',
  // JazzCash's hosted checkout (docs/decisions/029-paying-in-and-out.md)
  providerSignatureInvalid: 'ادائیگی فراہم کرنے والے کے دستخط موجود نہیں یا غلط ہیں۔',
  // Payouts
  ibanNotPakistani: 'صرف پاکستانی IBAN استعمال ہو سکتا ہے: یہ PK سے شروع ہوتا ہے۔',
  ibanWrongLength:
    'پاکستانی IBAN کے 24 حروف ہوتے ہیں: PK، دو چیک ہندسے، بینک کے چار حروف اور 16 ہندسے۔',
  ibanWrongFormat:
    'یہ پاکستانی IBAN کی ترتیب نہیں: PK اور دو چیک ہندسوں کے بعد بینک کے چار حروف اور 16 ہندسے آتے ہیں۔',
  ibanCheckDigits:
    'اس IBAN کے چیک ہندسے میل نہیں کھاتے: شاید کوئی حرف غلط لکھا گیا ہے۔ براہِ کرم اپنے بینک سے دوبارہ کاپی کریں۔',
  walletNumberInvalid: 'والیٹ نمبر وہی موبائل نمبر ہے جس پر والیٹ کھولا گیا، جیسے 03001234567۔',
  tooManyPayoutMethods:
    'آپ رقم وصول کرنے کے زیادہ سے زیادہ 5 طریقے محفوظ کر سکتے ہیں۔ پہلے ایک ہٹائیں۔',
  payoutMethodNotFound: 'پہلے بتائیں کہ رقم کہاں بھیجی جائے: IBAN یا موبائل والیٹ۔',
  payoutBelowMinimum: ({ minimum }) =>
    minimum === undefined ? 'یہ رقم کم از کم ادائیگی سے کم ہے۔' : `کم از کم ادائیگی ${minimum} ہے۔`,
  payoutAboveBalance: 'یہ رقم آپ کی قابلِ ادائیگی کمائی سے زیادہ ہے۔',
  payoutNotFound: 'ادائیگی نہیں ملی۔',
  payoutIllegalMove: 'یہ ادائیگی آگے بڑھ چکی ہے: صورتِ حال دیکھنے کے لیے صفحہ دوبارہ کھولیں۔',
  secondApproverSame:
    'اس ادائیگی کی منظوری کسی دوسرے ایڈمن کو دینی ہے: آپ پہلے ہی منظوری دے چکے ہیں۔',
  batchNotFound: 'ادائیگیوں کا بیچ نہیں ملا۔',
  batchAlreadySent: 'یہ بیچ پہلے ہی بھیجا جا چکا ہے۔',
  batchNotSent: 'پہلے بیچ بھیجیں: اس کے نتائج اس کے بعد ہی درج ہو سکتے ہیں۔',
  railUnavailable: 'ادائیگی کا یہ ذریعہ اس سرور پر دستیاب نہیں۔',
  railHasNoFile: 'صرف بینک فائل والے بیچ کی فائل ڈاؤن لوڈ ہو سکتی ہے۔',
  failureReasonRequired: 'ناکامی کی وہ وجہ لکھیں جو بینک نے بتائی۔',
  accountStillActive: 'یہ اکاؤنٹ فعال ہے: اس کا مالک خود ادائیگی کی درخواست کرتا ہے۔',
  // Invoices (invoices.endpoints.ts)
  invoiceNotFound: 'انوائس نہیں ملی۔',
  // Two-way reviews (docs/decisions/030-reviews.md)
  contractNotEnded: 'معاہدہ ختم ہونے کے بعد ہی آپ اس کا ریویو لکھ سکتے ہیں۔',
  noMoneyReleased: 'صرف اسی معاہدے کا ریویو لکھا جا سکتا ہے جس میں فری لانسر کو رقم ادا ہوئی ہو۔',
  reviewWindowClosed: 'اس معاہدے کا ریویو لکھنے کا وقت گزر چکا ہے۔',
  alreadyReviewed: 'آپ اس معاہدے کا ریویو لکھ چکے ہیں۔ بھیجنے کے بعد ریویو بدلا نہیں جا سکتا۔',
  reviewRatingsWrong: 'تینوں باتوں کو 1 سے 5 ستاروں تک درجہ دیں۔',
  noReviewToReply: 'اس معاہدے پر آپ کے بارے میں کوئی ریویو نہیں جس کا جواب دیا جا سکے۔',
  reviewNotRevealed: 'دونوں ریویو سامنے آنے کے بعد ہی آپ جواب دے سکتے ہیں۔',
  alreadyReplied: 'آپ اس ریویو کا جواب دے چکے ہیں۔',
  // Scores and public profiles (docs/decisions/032-reputation.md)
  profileNotFound: 'یہ پروفائل عوامی نہیں۔',
  // Reports, moderation and appeals (docs/decisions/033-enforcement.md)
  reportTargetNotFound: 'یہاں رپورٹ کرنے کو کچھ نہیں: شاید اسے ہٹا دیا گیا ہے۔',
  cannotReportOwn: 'آپ اپنی جاب، اپنا پیغام یا اپنی پروفائل رپورٹ نہیں کر سکتے۔',
  alreadyReported:
    'شکریہ، آپ اسے پہلے ہی رپورٹ کر چکے ہیں۔ ہماری ٹیم اسے دیکھ رہی ہے اور آپ کو نتیجہ بتائے گی۔',
  tooManyReports:
    'آپ نے تھوڑے وقت میں بہت سی رپورٹس بھیجی ہیں۔ اگلی رپورٹ بھیجنے سے پہلے براہِ کرم ایک گھنٹہ انتظار کریں۔',
  noOpenReports: 'اس کے بارے میں اب کوئی کھلی رپورٹ نہیں۔',
  cannotHide: 'صرف جاب یا پیغام چھپایا جا سکتا ہے: اکاؤنٹ کو غیر فعال کریں۔',
  alreadyHidden: 'یہ پہلے ہی چھپا ہوا ہے۔',
  alreadyDeactivatedForCause: 'یہ اکاؤنٹ پہلے ہی کسی وجہ سے غیر فعال ہے۔',
  notDeactivatedForCause: 'آپ کا اکاؤنٹ غیر فعال نہیں، اس لیے اپیل کی کوئی بات نہیں۔',
  alreadyAppealed: 'آپ اپنی اپیل بھیج چکے ہیں۔ ہم اپنا فیصلہ آپ کو یہیں اور ای میل سے بتائیں گے۔',
  appealNotFound: 'یہ اپیل موجود نہیں۔',
  appealDecided: 'اس اپیل کا فیصلہ ہو چکا ہے۔',
};
