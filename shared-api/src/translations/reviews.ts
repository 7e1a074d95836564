import type { reviewMessages } from '@kaamyaab/shared-api/contract';
import type { UrduTwin } from './twin';

/** The reviews' validation sentences and the server's answers in Urdu (decision 030). */
export const reviewMessagesInUrdu: UrduTwin<typeof reviewMessages> = {
  starsInvalid: '1 سے 5 ستارے چنیں',
  privateRatingInvalid: '0 سے 10 تک کوئی عدد چنیں',
  textRequired: 'مل کر کام کرنے کے بارے میں چند الفاظ لکھیں',
  textTooShort: 'کم از کم 20 حروف لکھیں',
  textTooLong: 'ریویو زیادہ سے زیادہ 2000 حروف کا ہو سکتا ہے',
  replyRequired: 'اپنا جواب لکھیں',
  replyTooLong: 'جواب زیادہ سے زیادہ 2000 حروف کا ہو سکتا ہے',
};

export const reviewAnswersInUrdu: Record<string, string> = {
  'Reviews fetched': 'ریویو مل گئے',
  'Review sent': 'ریویو بھیج دیا گیا',
  'Reply sent': 'جواب بھیج دیا گیا',
};
