/**
 * Renders a sample invoice (and a yearly earnings statement) in English and Urdu to PDF, and page 1
 * of each to PNG when poppler's `pdftoppm` is installed, to look at them by eye:
 *
 *   npx tsx scripts/invoices/render-invoice.ts [output folder, default /tmp/kaamyaab-invoices]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { InvoiceDto, InvoiceParty } from '@kaamyaab/shared-api/contract';
import { invoicePdf } from '../../server/src/modules/invoices/pdf/invoice-pdf';
import { earningsStatementPdf } from '../../server/src/modules/invoices/pdf/earnings-statement-pdf';

const out = process.argv[2] ?? '/tmp/kaamyaab-invoices';
const platform: InvoiceParty = {
  name: 'Kaamyaab (Private) Limited',
  taxIdLabel: 'NTN',
  taxId: '4455667-1',
  address: '12 Main Boulevard, Gulberg III, Lahore',
};
const invoice: InvoiceDto = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 'KY-INV-2026-000042',
  kind: 'work',
  contractId: '00000000-0000-4000-8000-000000000002',
  milestoneId: '00000000-0000-4000-8000-000000000003',
  releaseKind: 'release',
  issuer: { name: 'Ayesha Khan', taxIdLabel: 'CNIC', taxId: '35202-*******-1', address: null },
  recipient: {
    name: 'Bilal Traders (Pvt) Ltd',
    taxIdLabel: 'NTN',
    taxId: '12*****-8',
    address: null,
  },
  jobTitle: 'Storefront for a Lahore bakery (React)',
  milestoneTitle: 'Design of 5 pages',
  amountBeforeTaxPaisa: 4_750_050,
  taxPaisa: 0,
  amountAfterTaxPaisa: 4_750_050,
  withheldPaisa: 475_005,
  taxRateBps: null,
  withheldRateBps: 1000,
  issueDate: '2026-11-27',
  issuedAt: '2026-11-27T10:00:00.000Z',
};

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const files: string[] = [];
  for (const language of ['en', 'ur'] as const) {
    const pdf = await invoicePdf(invoice, language, platform);
    const file = path.join(out, `invoice-${language}.pdf`);
    fs.writeFileSync(file, pdf);
    files.push(file);
    const statement = await earningsStatementPdf(
      {
        year: 2026,
        freelancer: invoice.issuer!,
        invoices: [invoice],
        fees: [
          { ...invoice, kind: 'fee', number: 'KY-FEE-2026-000042', amountAfterTaxPaisa: 250_002 },
        ],
        paidOutPaisa: 3_000_000,
      },
      language,
      platform,
    );
    const statementFile = path.join(out, `earnings-${language}.pdf`);
    fs.writeFileSync(statementFile, statement);
    files.push(statementFile);
  }
  for (const file of files) {
    try {
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '80',
        '-f',
        '1',
        '-l',
        '1',
        file,
        file.replace(/\.pdf$/, ''),
      ]);
    } catch {
      console.log('pdftoppm not found: install poppler-utils to render PNGs');
      break;
    }
  }
  console.log(`written to ${out}`);
}

void main();
