import {
  describeNotification,
  formatPaisa,
  sendBackReasons,
  type NotificationFacts,
  type CauseReason,
  type NotificationKind,
} from '@kaamyaab/shared-api/contract';
import { causeReasonsInUrdu } from './moderation';
import type { Language } from './translate';
import { sendBackReasonsInUrdu } from './validation';

const text = (facts: NotificationFacts, key: string) => String(facts[key] ?? '');

/** The reason's own Urdu when the stored sentence is one of the send-back reasons. */
function reasonInUrdu(reason: string): string {
  const code = (Object.keys(sendBackReasons) as (keyof typeof sendBackReasons)[]).find(
    (key) => sendBackReasons[key] === reason,
  );
  return code ? sendBackReasonsInUrdu[code] : reason;
}

/** Each notification's sentence in Urdu; names and job titles stay as their owners wrote them. */
const notificationTitlesInUrdu: Record<NotificationKind, (facts: NotificationFacts) => string> = {
  accountApproved: () => 'آپ کا کامیاب اکاؤنٹ منظور ہو گیا ہے۔',
  accountDeactivated: () => 'آپ کا کامیاب اکاؤنٹ غیر فعال کر دیا گیا ہے۔',
  accountSentBack: (facts) =>
    `براہِ کرم سائن اَپ کی تفصیلات درست کریں: ${reasonInUrdu(text(facts, 'reasonText'))}`,
  applicationReceived: (facts) =>
    `${text(facts, 'freelancerName')} نے ${text(facts, 'jobTitle')} کے لیے اپلائی کیا ہے۔`,
  applicationAccepted: (facts) =>
    `${text(facts, 'companyName')} نے ${text(facts, 'jobTitle')} کے لیے آپ کی درخواست قبول کر لی ہے۔`,
  applicationRejected: (facts) =>
    `${text(facts, 'companyName')} نے ${text(facts, 'jobTitle')} کے لیے آپ کی درخواست قبول نہیں کی۔`,
  jobFilled: (facts) =>
    `${text(facts, 'jobTitle')} کے لیے فری لانسر مل چکے ہیں، اس لیے اس پر آپ کی درخواست بند ہو گئی ہے۔`,
  jobClosed: (facts) => `${text(facts, 'companyName')} نے ${text(facts, 'jobTitle')} بند کر دی ہے۔`,
  applicationWithdrawn: (facts) =>
    `${text(facts, 'freelancerName')} نے ${text(facts, 'jobTitle')} کے لیے اپنی درخواست واپس لے لی ہے۔`,
  invitedToJob: (facts) =>
    `${text(facts, 'companyName')} نے آپ کو ${text(facts, 'jobTitle')} کے لیے اپلائی کرنے کی دعوت دی ہے۔`,
  offerReceived: (facts) =>
    `${text(facts, 'senderName')} نے آپ کو پیشکش بھیجی ہے: ${text(facts, 'title')}۔`,
  offerCountered: (facts) =>
    `${text(facts, 'senderName')} نے ${text(facts, 'title')} کے لیے نئی شرائط تجویز کی ہیں۔`,
  offerAccepted: (facts) =>
    `${text(facts, 'senderName')} نے پیشکش ${text(facts, 'title')} قبول کر لی ہے۔ معاہدہ شروع ہو گیا ہے۔`,
  offerDeclined: (facts) =>
    `${text(facts, 'senderName')} نے پیشکش ${text(facts, 'title')} قبول نہیں کی۔`,
  releaseReminder: (facts) =>
    `${text(facts, 'milestoneTitle')} کا کام آپ کے جائزے کا منتظر ہے: اگر آپ نے کچھ نہ کیا تو ${text(facts, 'releaseDay')} کو رقم فری لانسر کو مل جائے گی۔`,
  payInConfirmed: (facts) =>
    `${text(facts, 'milestoneTitle')} کے لیے ${formatPaisa(Number(facts.amountPaisa), 'ur')} ایسکرو میں محفوظ ہیں۔`,
  payInRefused: (facts) =>
    `${text(facts, 'milestoneTitle')} کے لیے آپ کی ادائیگی کی تصدیق نہیں ہوئی: ${text(facts, 'reason')}`,
  workSubmitted: (facts) =>
    `${text(facts, 'senderName')} نے ${text(facts, 'milestoneTitle')} کا کام آپ کے جائزے کے لیے جمع کرا دیا ہے۔`,
  changesRequested: (facts) =>
    `${text(facts, 'senderName')} نے ${text(facts, 'milestoneTitle')} میں تبدیلیاں مانگی ہیں: ${text(facts, 'reason')}`,
  moneyReleased: (facts) =>
    `${text(facts, 'milestoneTitle')} کے لیے ${formatPaisa(Number(facts.amountPaisa), 'ur')} آپ کی کمائی میں منتقل کر دیے گئے ہیں۔`,
  milestoneProposed: (facts) =>
    `${text(facts, 'senderName')} نے ایک نیا مرحلہ تجویز کیا ہے: ${text(facts, 'milestoneTitle')}۔`,
  contractEnded: (facts) =>
    `${text(facts, 'senderName')} نے معاہدہ ${text(facts, 'title')} ختم کر دیا ہے: ${text(facts, 'reason')}`,
  payoutPaid: (facts) =>
    `${formatPaisa(Number(facts.netPaisa), 'ur')} آپ کے ${text(facts, 'destination')} میں بھیج دیے گئے ہیں۔`,
  payoutFailed: (facts) =>
    `${text(facts, 'destination')} میں ${formatPaisa(Number(facts.amountPaisa), 'ur')} کی ادائیگی ناکام ہو گئی: ${text(facts, 'reason')}۔ رقم آپ کی کمائی میں واپس آ گئی ہے۔`,
  reviewOpen: (facts) =>
    `آپ ${text(facts, 'closesDay')} تک ${text(facts, 'title')} کے لیے ${text(facts, 'otherName')} کا ریویو لکھ سکتے ہیں۔`,
  reviewWritten: (facts) =>
    `${text(facts, 'otherName')} نے ${text(facts, 'title')} کا ریویو لکھ دیا ہے: اسے دیکھنے کے لیے اپنا ریویو لکھیں۔`,
  reviewsRevealed: (facts) => `${text(facts, 'title')} کے ریویو اب سامنے ہیں۔`,
  reportResolved: (facts) =>
    facts.outcome === 'actioned'
      ? 'آپ کی رپورٹ کا شکریہ: ہم نے اس کا جائزہ لیا اور کارروائی کی۔'
      : 'آپ کی رپورٹ کا شکریہ: ہم نے اس کا جائزہ لیا اور اس میں ہمارے اصولوں کے خلاف کچھ نہیں ملا۔',
  deactivatedForCause: (facts) =>
    `آپ کا کامیاب اکاؤنٹ غیر فعال کر دیا گیا ہے۔ وجہ: ${causeReasonsInUrdu[text(facts, 'reason') as CauseReason] ?? ''}۔ وجہ پڑھنے اور اپیل کرنے کے لیے اپنا ڈیش بورڈ کھولیں۔`,
  appealDecided: (facts) =>
    facts.decision === 'reinstate'
      ? 'آپ کی اپیل منظور ہو گئی: آپ کا کامیاب اکاؤنٹ دوبارہ فعال ہے۔'
      : 'آپ کی اپیل کا جائزہ لیا گیا اور اکاؤنٹ غیر فعال ہی رہے گا۔ ہمارا جواب اپنے ڈیش بورڈ پر پڑھیں۔',
  messageReceived: (facts) =>
    `${text(facts, 'senderName')} کی طرف سے ${text(facts, 'jobTitle')} کے بارے میں نیا پیغام۔`,
};

/** A notification's sentence and link in the reader's language; the link is the same in both. */
export function describeNotificationIn(
  language: Language,
  kind: NotificationKind,
  facts: NotificationFacts,
  role: string,
): { title: string; link: string } {
  const english = describeNotification(kind, facts, role);
  if (language !== 'ur') return english;
  return { ...english, title: notificationTitlesInUrdu[kind](facts) };
}
