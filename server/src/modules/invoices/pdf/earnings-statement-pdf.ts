import type { InvoiceDto, InvoiceLanguage, InvoiceParty } from '@kaamyaab/shared-api/contract';
import { pdfPage } from './pdf-document';

/**
 * A freelancer's earnings for one calendar year in Pakistan time, from the invoices issued at
 * each release and the ledger: every release (its invoice), every fee, the tax withheld, what was
 * paid out, and the totals.
 */
export interface EarningsYear {
  year: number;
  freelancer: InvoiceParty;
  /** The freelancer's invoices to companies (`work`), oldest first. */
  invoices: InvoiceDto[];
  /** The platform's fee invoices to the freelancer, oldest first. */
  fees: InvoiceDto[];
  /** What left the freelancer's earnings for a bank account or wallet in the year. */
  paidOutPaisa: number;
}

const words = {
  en: {
    title: (year: number) => `Earnings statement ${year}`,
    period: (year: number) => `1 January ${year} to 31 December ${year}, Pakistan time`,
    releases: 'Payments released (invoices to companies)',
    fees: 'Platform fees (invoices from the platform)',
    none: 'None in this year.',
    totals: 'Totals for the year',
    released: 'Released by companies',
    feeTotal: 'Platform fees',
    withheld: 'Income tax withheld',
    net: 'Earnings after fees and withheld tax',
    paidOut: 'Paid out to your account',
    note: 'Amounts in Pakistani rupees. Each line is an invoice issued at a release; its PDF has the details.',
  },
  ur: {
    title: (year: number) => `آمدنی کا گوشوارہ ${year}`,
    period: (year: number) => `1 جنوری ${year} سے 31 دسمبر ${year} تک، پاکستانی وقت`,
    releases: 'جاری شدہ ادائیگیاں (کمپنیوں کے نام انوائسز)',
    fees: 'پلیٹ فارم فیس (پلیٹ فارم کی انوائسز)',
    none: 'اس سال کوئی نہیں۔',
    totals: 'سال کا میزان',
    released: 'کمپنیوں نے جاری کیا',
    feeTotal: 'پلیٹ فارم فیس',
    withheld: 'منہا کیا گیا انکم ٹیکس',
    net: 'فیس اور منہا شدہ ٹیکس کے بعد آمدنی',
    paidOut: 'آپ کے اکاؤنٹ میں بھیجا گیا',
    note: 'تمام رقوم پاکستانی روپوں میں ہیں۔ ہر سطر کسی ادائیگی پر جاری ہونے والی انوائس ہے؛ تفصیل اس کی PDF میں ہے۔',
  },
};

const sum = (invoices: InvoiceDto[], pick: (invoice: InvoiceDto) => number) =>
  invoices.reduce((total, invoice) => total + pick(invoice), 0);

export async function earningsStatementPdf(
  data: EarningsYear,
  language: InvoiceLanguage,
  platform: InvoiceParty,
): Promise<Buffer> {
  const w = words[language];
  const page = pdfPage(language, { title: w.title(data.year), subject: w.title(data.year) });
  page.text(w.title(data.year), { size: 20, bold: true, gap: 2 });
  page.text(w.period(data.year), { size: 9 });
  page.text(platform.name, { size: 9, gap: 6 });
  page.text(data.freelancer.name, { bold: true });
  if (data.freelancer.taxIdLabel && data.freelancer.taxId)
    page.text(`${data.freelancer.taxIdLabel}: ${data.freelancer.taxId}`);
  page.rule();

  page.text(w.releases, { bold: true, gap: 2 });
  if (data.invoices.length === 0) page.text(w.none);
  for (const invoice of data.invoices) {
    page.row(
      `${invoice.issueDate}  ${invoice.number}  ${invoice.milestoneTitle}`,
      page.money(invoice.amountAfterTaxPaisa),
    );
    // The tax withheld from this payment, on a row of its own beneath it.
    if (invoice.withheldPaisa > 0) page.row(w.withheld, page.money(-invoice.withheldPaisa));
  }
  page.rule();
  page.text(w.fees, { bold: true, gap: 2 });
  if (data.fees.length === 0) page.text(w.none);
  for (const fee of data.fees)
    page.row(
      `${fee.issueDate}  ${fee.number}  ${fee.milestoneTitle}`,
      page.money(fee.amountAfterTaxPaisa),
    );
  page.rule();

  const released = sum(data.invoices, (invoice) => invoice.amountAfterTaxPaisa);
  const fees = sum(data.fees, (fee) => fee.amountAfterTaxPaisa);
  const withheld = sum(data.invoices, (invoice) => invoice.withheldPaisa);
  page.text(w.totals, { bold: true, gap: 2 });
  page.row(w.released, page.money(released));
  page.row(w.feeTotal, page.money(fees));
  page.row(w.withheld, page.money(withheld));
  page.row(w.net, page.money(released - fees - withheld), { bold: true });
  page.row(w.paidOut, page.money(data.paidOutPaisa));
  page.space(6);
  page.text(w.note, { size: 8 });
  return page.finish();
}
