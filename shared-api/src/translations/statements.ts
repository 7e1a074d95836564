import type { StatementProblem, statementMessages } from '@kaamyaab/shared-api/contract';
import type { UrduTwin } from './twin';

/** The statement upload's and the resolve form's rules in Urdu (contract/statements.ts). */
export const statementMessagesInUrdu: UrduTwin<typeof statementMessages> = {
  layoutRequired: 'اسٹیٹمنٹ کی ترتیب منتخب کریں',
  columnInvalid: 'کالم 1 سے 50 تک کا ایک عدد ہے',
  dateFormatRequired: 'تاریخیں کس طرح لکھی ہیں، منتخب کریں',
  skipLinesInvalid: 'چھوڑی جانے والی ابتدائی سطریں 0 سے 50 تک کا عدد ہیں',
  noteTooLong: 'نوٹ زیادہ سے زیادہ 500 حروف کا ہو سکتا ہے',
  refundReferenceRequired: 'واپسی کی منتقلی کا بینک ریفرنس لکھیں',
  referenceRequired: 'ادائیگی کا ریفرنس لکھیں، مثلاً KY-7K3M-Q9PX',
};

/** Why a line of the file could not be read, in Urdu; `value` is what the cell held. */
export const statementProblemsInUrdu: Record<StatementProblem, (value: string) => string> = {
  notCsv: (value) => `یہ فائل پڑھی جا سکنے والی CSV نہیں (${value})`,
  noHeader: () =>
    'Transaction Date، Description، Debit اور Credit والی سرخی کی سطر نہیں ملی: "دوسری ترتیب" منتخب کر کے کالم بتائیں',
  missingColumns: (value) => `اس سطر میں ${value} کالم ہیں، ترتیب میں بتائے گئے کالموں سے کم`,
  badDate: (value) => `"${value}" منتخب طریقے کی تاریخ نہیں`,
  badAmount: (value) => `"${value}" روپوں میں رقم نہیں`,
  noAmount: () => 'اس سطر میں تاریخ ہے مگر نہ ڈیبٹ ہے نہ کریڈٹ',
  bothAmounts: () => 'اس سطر میں ڈیبٹ اور کریڈٹ دونوں ہیں',
  tooManyLines: (value) =>
    `ایک اسٹیٹمنٹ میں زیادہ سے زیادہ ${value} سطریں ہو سکتی ہیں: اسے حصوں میں اپ لوڈ کریں`,
};

/** The statements module's answer messages (server/src/modules/statements). */
export const statementServerWordsInUrdu: Record<string, string> = {
  'Statement imported': 'اسٹیٹمنٹ درج ہو گئی',
  'Statement imported before': 'یہ اسٹیٹمنٹ پہلے درج ہو چکی ہے',
  'Statements fetched': 'اسٹیٹمنٹس مل گئیں',
  'Unmatched lines fetched': 'بے جوڑ سطریں مل گئیں',
  'Statement line resolved': 'اسٹیٹمنٹ کی سطر کا فیصلہ ہو گیا',
};
