/**
 * Sentences written outside the contract's tables, English → Urdu: the labels of its lists, the
 * words each flow of the client's error catalogues says on its own, the notices above a login,
 * and the server's success messages. Looked up by the English sentence (translate.ts).
 */
export const labelsInUrdu: Record<string, string> = {
  // jobCategories
  'Web Development': 'ویب ڈیولپمنٹ',
  'Mobile Apps': 'موبائل ایپس',
  Design: 'ڈیزائن',
  Writing: 'تحریر',
  Marketing: 'مارکیٹنگ',
  'Data & AI': 'ڈیٹا اور AI',
  Other: 'دیگر',
  // jobSearchChoices
  'Newest first': 'نئی پہلے',
  'Budget: high to low': 'بجٹ: زیادہ سے کم',
  'Fewest applicants': 'کم درخواستوں والی پہلے',
  'Last 24 hours': 'پچھلے 24 گھنٹے',
  'Last 7 days': 'پچھلے 7 دن',
  'Last 30 days': 'پچھلے 30 دن',
  'One-time': 'ایک بار کا',
  Ongoing: 'جاری',
  Entry: 'ابتدائی',
  Intermediate: 'درمیانہ',
  Expert: 'ماہر',
};

/**
 * Validation sentences written inline in a schema (contact.ts, talent.ts, vetting.endpoints.ts).
 */
export const inlineRulesInUrdu: Record<string, string> = {
  'Email must be a valid email address': 'ای میل ایڈریس درست لکھیں',
  'Phone is required': 'فون نمبر لکھنا ضروری ہے',
  'Phone must be a valid phone number': 'فون نمبر درست لکھیں',
  'Subject is required': 'موضوع لکھنا ضروری ہے',
  'Choose one of your open jobs': 'اپنی کھلی جابز میں سے ایک چنیں',
  'Please say what needs to be corrected.': 'براہِ کرم بتائیں کہ کیا درست کرنا ہے۔',
  'The note can be at most 1000 characters.': 'نوٹ زیادہ سے زیادہ 1000 حروف کا ہو سکتا ہے۔',
};

export const clientWordsInUrdu: Record<string, string> = {
  'Network error. Please check your internet connection and try again.':
    'نیٹ ورک کا مسئلہ۔ براہِ کرم اپنا انٹرنیٹ کنکشن دیکھ کر دوبارہ کوشش کریں۔',
  'Network error. Please try again.': 'نیٹ ورک کا مسئلہ۔ براہِ کرم دوبارہ کوشش کریں۔',
  'Network error. Please check your connection and try again.':
    'نیٹ ورک کا مسئلہ۔ براہِ کرم اپنا کنکشن دیکھ کر دوبارہ کوشش کریں۔',
  'Login failed. Please try again later.': 'لاگ اِن نہیں ہو سکا۔ براہِ کرم کچھ دیر بعد کوشش کریں۔',
  'Signup failed. Please try again later.': 'سائن اَپ نہیں ہو سکا۔ براہِ کرم کچھ دیر بعد کوشش کریں۔',
  'Invalid registration credentials. Please check your input.':
    'رجسٹریشن کی معلومات درست نہیں۔ براہِ کرم اپنی معلومات دوبارہ دیکھیں۔',
  'Registration failed. Please try again later.':
    'رجسٹریشن نہیں ہو سکی۔ براہِ کرم کچھ دیر بعد کوشش کریں۔',
  'The status could not be updated. Please try again.':
    'اسٹیٹس تبدیل نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  'Failed to post the job. Please try again later.':
    'جاب پوسٹ نہیں ہو سکی۔ براہِ کرم کچھ دیر بعد کوشش کریں۔',
  'Failed to save the job. Please try again later.':
    'جاب محفوظ نہیں ہو سکی۔ براہِ کرم کچھ دیر بعد کوشش کریں۔',
  "The job's state could not be changed. Please try again.":
    'جاب کی حالت تبدیل نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
  'The application could not be withdrawn. Please try again.':
    'درخواست واپس نہیں لی جا سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
  'The message could not be sent. Please try again.':
    'پیغام نہیں بھیجا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  'This conversation could not be loaded. Please try again.':
    'یہ بات چیت کھل نہیں سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
  'This account could not be loaded. Please try again.':
    'یہ اکاؤنٹ کھل نہیں سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  'The account could not be changed. Please try again.':
    'اکاؤنٹ میں تبدیلی نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
  'Your corrections could not be sent. Please try again later.':
    'آپ کی درستیاں نہیں بھیجی جا سکیں۔ براہِ کرم کچھ دیر بعد کوشش کریں۔',
  'The invitation could not be sent. Please try again.':
    'دعوت نہیں بھیجی جا سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
  'Your profile could not be saved. Please try again.':
    'آپ کا پروفائل محفوظ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  'Your account could not be closed. Please try again.':
    'آپ کا اکاؤنٹ بند نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  'The email could not be sent. Please try again later.':
    'ای میل نہیں بھیجی جا سکی۔ براہِ کرم کچھ دیر بعد کوشش کریں۔',
  'The password could not be changed. Please try again later.':
    'پاس ورڈ تبدیل نہیں ہو سکا۔ براہِ کرم کچھ دیر بعد کوشش کریں۔',
  'The email address could not be verified. Please try again later.':
    'ای میل ایڈریس کی تصدیق نہیں ہو سکی۔ براہِ کرم کچھ دیر بعد کوشش کریں۔',
  'The verification email could not be sent. Please try again later.':
    'تصدیق کی ای میل نہیں بھیجی جا سکی۔ براہِ کرم کچھ دیر بعد کوشش کریں۔',
  // routing/arrival-notice.ts: why someone arrives at a login form
  'Your account has been created. We have emailed you a link to verify your address. Our team reviews new accounts within 24 hours; log in to follow its status.':
    'آپ کا اکاؤنٹ بن گیا ہے۔ ہم نے آپ کو ای میل ایڈریس کی تصدیق کا لنک بھیج دیا ہے۔ ہماری ٹیم نئے اکاؤنٹس کا 24 گھنٹوں میں جائزہ لیتی ہے؛ اس کی صورتحال دیکھنے کے لیے لاگ اِن کریں۔',
  'Your account has been created. We have emailed you a link to verify your address. Please log in.':
    'آپ کا اکاؤنٹ بن گیا ہے۔ ہم نے آپ کو ای میل ایڈریس کی تصدیق کا لنک بھیج دیا ہے۔ براہِ کرم لاگ اِن کریں۔',
};

export const serverWordsInUrdu: Record<string, string> = {
  'Account found': 'اکاؤنٹ مل گیا',
  'Accounts found': 'اکاؤنٹس مل گئے',
  'Admin registered successfully': 'ایڈمن رجسٹر ہو گیا',
  'Application submitted successfully': 'درخواست جمع ہو گئی',
  'Application withdrawn': 'درخواست واپس لے لی گئی',
  'Applications fetched successfully': 'درخواستیں مل گئیں',
  // Contracts (server/src/modules/contracts)
  'Offer sent': 'پیشکش بھیج دی گئی',
  'Offer accepted': 'پیشکش قبول ہو گئی',
  'Offer declined': 'پیشکش رد کر دی گئی',
  'Counter-offer sent': 'جوابی پیشکش بھیج دی گئی',
  'Contracts fetched successfully': 'معاہدے مل گئے',
  'Contract fetched successfully': 'معاہدہ مل گیا',
  'Milestone proposed': 'مرحلہ تجویز کر دیا گیا',
  'Milestone answered': 'مرحلے کا جواب دے دیا گیا',
  'Work submitted': 'کام جمع ہو گیا',
  'Changes requested': 'تبدیلیاں مانگ لی گئیں',
  'Milestone approved': 'مرحلہ منظور ہو گیا',
  'Payment released': 'رقم جاری کر دی گئی',
  'Bonus added': 'بونس شامل ہو گیا',
  'Contract ended': 'معاہدہ ختم ہو گیا',
  'Contact messages fetched': 'رابطے کے پیغامات مل گئے',
  'Failed emails fetched': 'ناکام ای میلز مل گئیں',
  'The email will be sent again': 'ای میل دوبارہ بھیجی جائے گی',
  'Conversations fetched successfully': 'بات چیت مل گئی',
  'Invitation fetched successfully': 'دعوت مل گئی',
  'Invitation sent successfully': 'دعوت بھیج دی گئی',
  'Job fetched successfully': 'جاب مل گئی',
  'Job posted successfully': 'جاب پوسٹ ہو گئی',
  'Job updated successfully': 'جاب اپ ڈیٹ ہو گئی',
  'Jobs fetched successfully': 'جابز مل گئیں',
  // The shell page's first paint, before any script (server/src/web/shell-page.ts).
  'Loading...': 'لوڈ ہو رہا ہے...',
  'Logged out successfully': 'آپ لاگ آؤٹ ہو گئے',
  'Login successful': 'لاگ اِن ہو گیا',
  'Notifications fetched successfully': 'نوٹیفکیشنز مل گئے',
  'Notifications marked as read': 'نوٹیفکیشنز پڑھے ہوئے شمار ہو گئے',
  // Pay-ins and statements (server/src/modules/pay-ins, money)
  'Pay-in started': 'ادائیگی شروع ہو گئی',
  'Pay-in fetched': 'ادائیگی مل گئی',
  'Receipt sent for confirmation': 'رسید تصدیق کے لیے بھیج دی گئی',
  'Pay-ins fetched': 'ادائیگیاں مل گئیں',
  'Pay-in confirmed': 'ادائیگی کی تصدیق ہو گئی',
  'Pay-in refused': 'ادائیگی مسترد کر دی گئی',
  'Money summary read': 'رقم کا خلاصہ مل گیا',
  'Statement fetched': 'اسٹیٹمنٹ مل گئی',
  'Profile found': 'پروفائل مل گیا',
  'Profile updated': 'پروفائل اپ ڈیٹ ہو گیا',
  'Signed in': 'لاگ اِن ہیں',
  'Stats read': 'اعداد و شمار مل گئے',
  'Thank you! Your message has been received.': 'شکریہ! آپ کا پیغام ہمیں مل گیا ہے۔',
  'Tokens renewed': 'ٹوکن نئے ہو گئے',
  'Unread messages counted': 'نہ پڑھے گئے پیغامات گن لیے گئے',
  'Unread notifications counted': 'نہ پڑھے گئے نوٹیفکیشنز گن لیے گئے',
  'Your account has been closed': 'آپ کا اکاؤنٹ بند کر دیا گیا ہے',
  'Job closed successfully': 'جاب بند ہو گئی',
  'Job reopened successfully': 'جاب دوبارہ کھل گئی',
  'Your corrections were sent for review': 'آپ کی درستیاں ریویو کے لیے بھیج دی گئیں',
  'Account approved': 'اکاؤنٹ منظور ہو گیا',
  'Account deactivated': 'اکاؤنٹ غیر فعال کر دیا گیا',
  'Account sent back for a correction': 'اکاؤنٹ درستی کے لیے واپس بھیج دیا گیا',
  'Application status updated successfully': 'درخواست کا اسٹیٹس تبدیل ہو گیا',
  'Company registered successfully. Your account is under review.':
    'کمپنی رجسٹر ہو گئی۔ آپ کا اکاؤنٹ ریویو میں ہے۔',
  'Freelancer registered successfully. Your account is under review.':
    'فری لانسر رجسٹر ہو گیا۔ آپ کا اکاؤنٹ ریویو میں ہے۔',
  'Conversation fetched successfully': 'بات چیت مل گئی',
  'Conversation marked as read': 'بات چیت پڑھی ہوئی شمار ہو گئی',
  'Freelancers fetched successfully': 'فری لانسرز مل گئے',
  'Marked as read': 'پڑھا ہوا شمار ہو گیا',
  'Marked as unread': 'نہ پڑھا ہوا شمار ہو گیا',
  'Message sent successfully': 'پیغام بھیج دیا گیا',
  'Notification marked as read': 'نوٹیفکیشن پڑھا ہوا شمار ہو گیا',
  'Status updated': 'اسٹیٹس تبدیل ہو گیا',
};
