import type { InvoiceDto, InvoiceLanguage, InvoiceParty } from '@kaamyaab/shared-api/contract';
import { leftToRight } from './bidi-text';
import { pdfPage } from './pdf-document';

/**
 * An invoice as a PDF in English or Urdu: who issues it and to whom (tax ids masked), what it is
 * for, the amounts before and after tax, the tax withheld, and how it was issued. Every fact comes
 * from the invoice as it was issued; only the words differ by language.
 */
const words = {
  en: {
    work: 'Invoice',
    fee: 'Invoice for the platform fee',
    number: 'Invoice number',
    date: 'Date of issue (Pakistan time)',
    from: 'From',
    to: 'Billed to',
    description: 'Description',
    job: 'Job',
    milestone: 'Milestone',
    before: 'Amount before tax',
    tax: (rate: string) => `Sales tax on services (${rate}, included in the fee)`,
    noTax: 'Sales tax',
    after: 'Amount after tax',
    withheld: (rate: string) => `Income tax withheld (${rate})`,
    issuedWork: (platform: string) =>
      `Issued through ${platform} on behalf of the freelancer, when the company's payment held in escrow was released.`,
    issuedFee: (platform: string) =>
      `Issued by ${platform} for its fee, taken from the payment released to the freelancer.`,
    note: 'Amounts in Pakistani rupees. The tax rates are those in force on the date of issue.',
    releaseKinds: {
      release: 'approved work',
      partRelease: 'part of a milestone',
      autoRelease: 'automatic release',
      releaseBonus: 'bonus',
      disputeRelease: 'settlement of a dispute',
    } as Record<string, string>,
  },
  ur: {
    work: 'انوائس',
    fee: 'پلیٹ فارم فیس کی انوائس',
    number: 'انوائس نمبر',
    date: 'تاریخِ اجرا (پاکستانی وقت)',
    from: 'منجانب',
    to: 'بنام',
    description: 'تفصیل',
    job: 'جاب',
    milestone: 'مرحلہ',
    before: 'ٹیکس سے پہلے رقم',
    tax: (rate: string) => `خدمات پر سیلز ٹیکس (${leftToRight(rate)}، فیس میں شامل)`,
    noTax: 'سیلز ٹیکس',
    after: 'ٹیکس کے بعد رقم',
    withheld: (rate: string) => `منہا کیا گیا انکم ٹیکس (${leftToRight(rate)})`,
    issuedWork: (platform: string) =>
      `یہ انوائس فری لانسر کی جانب سے ${platform} کے ذریعے جاری کی گئی، جب ایسکرو میں رکھی کمپنی کی رقم جاری ہوئی۔`,
    issuedFee: (platform: string) =>
      `یہ انوائس ${platform} نے اپنی فیس کے لیے جاری کی، جو فری لانسر کو جاری رقم سے لی گئی۔`,
    note: 'تمام رقوم پاکستانی روپوں میں ہیں۔ ٹیکس کی شرحیں وہی ہیں جو تاریخِ اجرا پر نافذ تھیں۔',
    releaseKinds: {
      release: 'منظور شدہ کام',
      partRelease: 'مرحلے کا کچھ حصہ',
      autoRelease: 'خود بخود ادائیگی',
      releaseBonus: 'بونس',
      disputeRelease: 'تنازع کا تصفیہ',
    } as Record<string, string>,
  },
};

export const percentOf = (bps: number) => `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

function partyLines(party: InvoiceParty): string[] {
  return [
    party.name,
    ...(party.taxIdLabel && party.taxId ? [`${party.taxIdLabel}: ${party.taxId}`] : []),
    ...(party.address ? [party.address] : []),
  ];
}

export async function invoicePdf(
  invoice: InvoiceDto,
  language: InvoiceLanguage,
  platform: InvoiceParty,
): Promise<Buffer> {
  const w = words[language];
  const page = pdfPage(language, { title: invoice.number, subject: w[invoice.kind] });
  page.text(w[invoice.kind], { size: 20, bold: true, gap: 4 });
  page.text(platform.name, { size: 9 });
  page.space(8);
  page.row(w.number, invoice.number, { bold: true });
  page.row(w.date, invoice.issueDate);
  page.rule();
  const issuer = invoice.issuer ?? platform;
  page.text(w.from, { bold: true });
  for (const line of partyLines(issuer)) page.text(line);
  page.space(6);
  page.text(w.to, { bold: true });
  for (const line of partyLines(invoice.recipient)) page.text(line);
  page.rule();
  page.text(w.description, { bold: true });
  page.text(`${w.job}: ${invoice.jobTitle}`);
  const kind = w.releaseKinds[invoice.releaseKind] ?? invoice.releaseKind;
  page.text(`${w.milestone}: ${invoice.milestoneTitle} (${kind})`);
  page.rule();
  page.row(w.before, page.money(invoice.amountBeforeTaxPaisa));
  page.row(
    invoice.taxRateBps === null ? w.noTax : w.tax(percentOf(invoice.taxRateBps)),
    page.money(invoice.taxPaisa),
  );
  page.row(w.after, page.money(invoice.amountAfterTaxPaisa), { bold: true });
  if (invoice.kind === 'work') {
    if (invoice.withheldRateBps !== null && invoice.withheldPaisa > 0)
      page.row(w.withheld(percentOf(invoice.withheldRateBps)), page.money(invoice.withheldPaisa));
  }
  page.rule();
  page.text(invoice.kind === 'work' ? w.issuedWork(platform.name) : w.issuedFee(platform.name), {
    size: 9,
  });
  if (invoice.kind === 'fee') {
    for (const line of partyLines(platform).slice(1)) page.text(line, { size: 9 });
  }
  page.space(4);
  page.text(w.note, { size: 8 });
  return page.finish();
}
