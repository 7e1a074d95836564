/** The terms of service (8 sections) and the privacy policy (7), in both languages (issue 16). */
const en = {
  lastUpdated: 'Last updated: {{date}}',
  terms: {
    title: 'Terms of Service',
    description: 'The terms for using Kaamyaab, governed by the laws of Pakistan.',
    sections: {
      acceptance: {
        heading: 'Acceptance of Terms',
        p1: 'By creating an account or using Kaamyaab you agree to these terms. If you do not agree, please do not use the service.',
      },
      responsibilities: {
        heading: 'User Responsibilities',
        p1: 'You give true information at sign-up, keep your password secret and use Kaamyaab lawfully. Companies describe jobs honestly; freelancers deliver the work they agree to.',
        p2: 'Administrators review documents before approving accounts; an account may be deactivated if its information proves false.',
      },
      property: {
        heading: 'Intellectual Property',
        p1: 'Work delivered through a project belongs to the company once it is paid for, unless both parties agree otherwise in writing. The Kaamyaab name, logo and site belong to Kaamyaab.',
      },
      termination: {
        heading: 'Termination',
        p1: 'You may close your account at any time. We may suspend or close an account that breaks these terms, with notice where the law allows.',
      },
      liability: {
        heading: 'Limitation of Liability',
        p1: 'Kaamyaab connects companies and freelancers; it is not a party to their agreements. To the extent the law allows, we are not liable for indirect losses arising from a project.',
      },
      changes: {
        heading: 'Changes to These Terms',
        p1: 'We may update these terms. We will announce material changes on the site before they take effect; continuing to use Kaamyaab means you accept them.',
      },
      law: {
        heading: 'Governing Law',
        p1: 'These terms are governed by the laws of the Islamic Republic of Pakistan, and the courts of Lahore have jurisdiction over any dispute.',
      },
      contact: {
        heading: 'Contact',
        p1: 'Questions about these terms: {{email}}.',
      },
    },
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'What Kaamyaab collects, why, and how it is protected.',
    sections: {
      collect: {
        heading: 'Information We Collect',
        p1: 'Account details you give us (name, email, phone, CNIC, bank account, company details), documents you upload, and the jobs and applications you create.',
      },
      use: {
        heading: 'How We Use Information',
        p1: 'To verify and approve accounts, to show jobs and applications to the right people, to keep the service secure and to answer your messages.',
      },
      sharing: {
        heading: 'Sharing of Information',
        p1: 'Companies see an applicant’s name, email and skills; never a CNIC, bank account or phone number. We do not sell personal data.',
      },
      security: {
        heading: 'Data Security',
        p1: 'Passwords are stored as one-way hashes, sessions can be ended at any time, and identity and payment documents are visible only to their owner and our administrators.',
      },
      rights: {
        heading: 'Your Rights',
        p1: 'You may ask for a copy of your data, its correction or its deletion, subject to records we must keep by law.',
      },
      changes: {
        heading: 'Changes to This Policy',
        p1: 'We will post any change to this policy here and update the date above.',
      },
      contact: {
        heading: 'Contact Us',
        p1: 'Write to {{email}} for any privacy question or request.',
      },
    },
  },
};

const ur: typeof en = {
  lastUpdated: 'آخری بار تبدیل: {{date}}',
  terms: {
    title: 'شرائطِ استعمال',
    description: 'کامیاب استعمال کرنے کی شرائط، جن پر پاکستان کے قوانین لاگو ہوتے ہیں۔',
    sections: {
      acceptance: {
        heading: 'شرائط کی منظوری',
        p1: 'کامیاب پر اکاؤنٹ بنا کر یا اسے استعمال کر کے آپ ان شرائط سے اتفاق کرتے ہیں۔ اگر آپ متفق نہیں ہیں تو براہِ کرم یہ سروس استعمال نہ کریں۔',
      },
      responsibilities: {
        heading: 'صارفین کی ذمہ داریاں',
        p1: 'آپ سائن اَپ کے وقت درست معلومات دیتے ہیں، اپنا پاس ورڈ خفیہ رکھتے ہیں اور کامیاب کو قانون کے مطابق استعمال کرتے ہیں۔ کمپنیاں جابز کی تفصیل ایمان داری سے لکھتی ہیں؛ فری لانسرز وہ کام مکمل کر کے دیتے ہیں جس پر اتفاق ہوا ہو۔',
        p2: 'ایڈمنسٹریٹرز اکاؤنٹ منظور کرنے سے پہلے دستاویزات کا جائزہ لیتے ہیں؛ اگر کسی اکاؤنٹ کی معلومات غلط ثابت ہوں تو اسے غیر فعال کیا جا سکتا ہے۔',
      },
      property: {
        heading: 'دانشورانہ املاک',
        p1: 'کسی پروجیکٹ کے تحت دیا گیا کام ادائیگی ہو جانے کے بعد کمپنی کی ملکیت ہوتا ہے، جب تک دونوں فریق تحریری طور پر کچھ اور طے نہ کریں۔ کامیاب کا نام، لوگو اور ویب سائٹ کامیاب کی ملکیت ہیں۔',
      },
      termination: {
        heading: 'اکاؤنٹ کا خاتمہ',
        p1: 'آپ جب چاہیں اپنا اکاؤنٹ بند کر سکتے ہیں۔ جو اکاؤنٹ ان شرائط کی خلاف ورزی کرے، ہم اسے معطل یا بند کر سکتے ہیں، اور جہاں قانون اجازت دے وہاں پہلے اطلاع دیں گے۔',
      },
      liability: {
        heading: 'ذمہ داری کی حد',
        p1: 'کامیاب کمپنیوں اور فری لانسرز کو آپس میں ملاتا ہے؛ ان کے باہمی معاہدوں میں وہ فریق نہیں ہے۔ قانون جس حد تک اجازت دیتا ہے، کسی پروجیکٹ سے ہونے والے بالواسطہ نقصانات کی ذمہ داری ہم پر نہیں۔',
      },
      changes: {
        heading: 'ان شرائط میں تبدیلیاں',
        p1: 'ہم ان شرائط میں ترمیم کر سکتے ہیں۔ اہم تبدیلیوں کا اعلان ہم ان کے نافذ ہونے سے پہلے ویب سائٹ پر کریں گے؛ اس کے بعد بھی کامیاب استعمال کرتے رہنے کا مطلب ہے کہ آپ نے انہیں قبول کر لیا ہے۔',
      },
      law: {
        heading: 'لاگو قانون',
        p1: 'ان شرائط پر اسلامی جمہوریہ پاکستان کے قوانین لاگو ہوتے ہیں، اور کسی بھی تنازع کی سماعت کا اختیار لاہور کی عدالتوں کو ہے۔',
      },
      contact: {
        heading: 'رابطہ',
        p1: 'ان شرائط کے بارے میں کوئی سوال ہو تو {{email}} پر لکھیں۔',
      },
    },
  },
  privacy: {
    title: 'پرائیویسی پالیسی',
    description: 'کامیاب کون سی معلومات جمع کرتا ہے، کیوں، اور انہیں کیسے محفوظ رکھا جاتا ہے۔',
    sections: {
      collect: {
        heading: 'ہم کون سی معلومات جمع کرتے ہیں',
        p1: 'اکاؤنٹ کی وہ تفصیلات جو آپ ہمیں دیتے ہیں (نام، ای میل، فون، شناختی کارڈ نمبر، بینک اکاؤنٹ، کمپنی کی تفصیلات)، وہ دستاویزات جو آپ اپ لوڈ کرتے ہیں، اور وہ جابز اور درخواستیں جو آپ بناتے ہیں۔',
      },
      use: {
        heading: 'ہم معلومات کیسے استعمال کرتے ہیں',
        p1: 'اکاؤنٹس کی تصدیق اور منظوری کے لیے، جابز اور درخواستیں صحیح لوگوں کو دکھانے کے لیے، سروس کو محفوظ رکھنے کے لیے، اور آپ کے پیغامات کا جواب دینے کے لیے۔',
      },
      sharing: {
        heading: 'معلومات کس کو دکھائی جاتی ہیں',
        p1: 'کمپنیاں درخواست دینے والے کا نام، ای میل اور اسکلز دیکھتی ہیں؛ شناختی کارڈ نمبر، بینک اکاؤنٹ یا فون نمبر کبھی نہیں۔ ہم ذاتی ڈیٹا فروخت نہیں کرتے۔',
      },
      security: {
        heading: 'ڈیٹا کی حفاظت',
        p1: 'پاس ورڈز ون وے ہیش کی صورت میں محفوظ کیے جاتے ہیں، سیشن کسی بھی وقت ختم کیے جا سکتے ہیں، اور شناخت اور ادائیگی کی دستاویزات صرف ان کے مالک اور ہمارے ایڈمنسٹریٹرز دیکھ سکتے ہیں۔',
      },
      rights: {
        heading: 'آپ کے حقوق',
        p1: 'آپ اپنے ڈیٹا کی کاپی، اس کی درستی یا اسے مٹانے کی درخواست کر سکتے ہیں، سوائے اُن ریکارڈز کے جو قانون کے تحت ہمیں رکھنے ہوتے ہیں۔',
      },
      changes: {
        heading: 'اس پالیسی میں تبدیلیاں',
        p1: 'اس پالیسی میں کوئی بھی تبدیلی ہم یہیں شائع کریں گے اور اوپر دی گئی تاریخ بدل دیں گے۔',
      },
      contact: {
        heading: 'ہم سے رابطہ کریں',
        p1: 'پرائیویسی سے متعلق کسی بھی سوال یا درخواست کے لیے {{email}} پر لکھیں۔',
      },
    },
  },
};

export const legalStrings = { en, ur };
