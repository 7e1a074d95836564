import type { payoutMessages } from '@kaamyaab/shared-api/contract';
import type { UrduTwin } from './twin';

/** The payout forms' sentences in Urdu (contract/payouts.ts). */
export const payoutMessagesInUrdu: UrduTwin<typeof payoutMessages> = {
  accountTitleRequired: 'اکاؤنٹ کا عنوان لکھیں، جیسا بینک یا والیٹ میں درج ہے',
  accountTitleTooLong: 'اکاؤنٹ کا عنوان زیادہ سے زیادہ 100 حروف کا ہو سکتا ہے',
  accountNumberRequired: 'IBAN یا والیٹ نمبر لکھیں',
  amountInvalid: 'رقم روپوں میں لکھیں',
  reasonRequired: 'براہِ کرم وہ وجہ لکھیں جو بینک نے بتائی',
};
