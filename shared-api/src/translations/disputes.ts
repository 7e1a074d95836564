import type { disputeMessages } from '@kaamyaab/shared-api/contract';
import type { UrduTwin } from './twin';

/** The disputes' validation sentences and the server's answers in Urdu (decision 031). */
export const disputeMessagesInUrdu: UrduTwin<typeof disputeMessages> = {
  statementRequired: 'بتائیں کہ کیا غلط ہوا',
  statementTooShort: 'کم از کم 20 حروف لکھیں',
  statementTooLong: 'زیادہ سے زیادہ 5000 حروف لکھیں',
  amountInvalid: 'Rs 0 سے لے کر مرحلے میں محفوظ رقم تک کوئی رقم لکھیں',
  tooManyReferences: 'زیادہ سے زیادہ 20 پیغامات اور جمع کرائے گئے کام منسلک کریں',
  reasonRequired: 'وجہ انگریزی اور اردو دونوں میں لکھیں',
  reasonTooLong: 'وجہ زیادہ سے زیادہ 2000 حروف کی ہو سکتی ہے',
  reasonCodeInvalid: 'فہرست میں سے کوئی وجہ چنیں',
};

export const disputeAnswersInUrdu: Record<string, string> = {
  'Disputes fetched': 'تنازعات مل گئے',
  'Dispute opened': 'تنازع کھول دیا گیا',
  'Dispute answered': 'تنازع کا جواب دے دیا گیا',
  'Dispute settled': 'تنازع طے ہو گیا',
  'Evidence added': 'ثبوت شامل کر دیا گیا',
  'Dispute fetched': 'تنازع مل گیا',
  'Dispute decided': 'تنازع کا فیصلہ ہو گیا',
};
