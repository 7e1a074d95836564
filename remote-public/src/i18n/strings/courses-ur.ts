import type { en } from './courses';

/** The free courses in Urdu: fetched the first time Urdu is shown. */
export const ur: typeof en = {
  meta: {
    title: 'ٹیکنالوجی کے مفت کورسز',
    description:
      'بارہ مفت ویڈیو کورسز، جن سے آپ وہ اسکلز سیکھ سکتے ہیں جن کے لیے کمپنیاں کامیاب پر ہائر کرتی ہیں۔',
  },
  heading: 'ٹیکنالوجی کے مفت کورسز',
  play: 'ویڈیو چلائیں: {{title}}',
  watch: 'یوٹیوب پر دیکھیں',
  watchDetail: ': {{title}} (نئے ٹیب میں کھلے گا)',
  items: {
    html: {
      title: 'HTML کا مکمل کورس',
      description:
        'ویب پیجز کا ڈھانچہ درست طریقے سے بنائیں: ہیڈنگز اور لنکس سے لے کر فارمز اور ایکسیسبلٹی تک۔',
    },
    css: {
      title: 'نئے سیکھنے والوں کے لیے CSS',
      description: 'Flexbox اور Grid سے لے آؤٹ، رنگ، ٹائپوگرافی اور ریسپانسیو ڈیزائن۔',
    },
    javascript: {
      title: 'JavaScript کی بنیادی باتیں',
      description: 'ویری ایبلز، فنکشنز، ایریز، آبجیکٹس اور DOM: ویب کی اپنی زبان۔',
    },
    typescript: {
      title: 'TypeScript ٹیوٹوریل',
      description: 'JavaScript میں ٹائپس شامل کریں اور غلطیاں اپنے یوزرز سے پہلے خود پکڑیں۔',
    },
    react: {
      title: 'نئے سیکھنے والوں کے لیے React',
      description: 'کمپوننٹس، اسٹیٹ اور ہُکس: وہ انٹرایکٹو انٹرفیس بنائیں جو کلائنٹس مانگتے ہیں۔',
    },
    node: {
      title: 'Node.js اور Express',
      description: 'JavaScript میں بیک اینڈ APIs لکھیں، روٹنگ، مڈل ویئر اور ڈیٹا بیس کے ساتھ۔',
    },
    sql: {
      title: 'SQL اور ڈیٹا بیس',
      description:
        'ٹیبلز ڈیزائن کریں اور SQL سے ڈیٹا نکالیں: یہ وہ اسکل ہے جس کی ہر بیک اینڈ کو ضرورت ہوتی ہے۔',
    },
    python: {
      title: 'سب کے لیے Python',
      description: 'آٹومیشن، ڈیٹا اور ویب کے لیے Python کا آسان اور مکمل آغاز۔',
    },
    git: {
      title: 'Git اور GitHub',
      description: 'ورژن کنٹرول، برانچز اور پُل ریکویسٹس: ٹیمیں آپس میں کوڈ کیسے شیئر کرتی ہیں۔',
    },
    flutter: {
      title: 'Flutter سے موبائل ایپس',
      description: 'Flutter اور Dart کی مدد سے ایک ہی کوڈ سے Android اور iOS ایپس بنائیں۔',
    },
    machineLearning: {
      title: 'مشین لرننگ کی بنیادی باتیں',
      description: 'مشین لرننگ کے پیچھے کارفرما خیالات، Python میں عملی مثالوں کے ساتھ۔',
    },
    docker: {
      title: 'Docker کی ضروری باتیں',
      description:
        'ایپلی کیشنز کو کنٹینرز میں پیک کر کے چلائیں اور ڈیپلائے کریں، جیسے آج کی ٹیمیں کرتی ہیں۔',
    },
  },
};
