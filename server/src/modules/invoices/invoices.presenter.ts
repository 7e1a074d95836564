import type { InvoiceDto, InvoiceParty } from '@kaamyaab/shared-api/contract';
import type { AppConfig } from '../../config/env';
import type { InvoiceRow } from './invoices.repository';

/** The platform as its invoices name it, from the configuration (env.ts). */
export const platformParty = (config: AppConfig): InvoiceParty => ({
  name: config.PLATFORM_LEGAL_NAME,
  taxIdLabel: 'NTN',
  taxId: config.PLATFORM_NTN,
  address: config.PLATFORM_ADDRESS,
});

export function presentInvoice(row: InvoiceRow, platform: InvoiceParty): InvoiceDto {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    contractId: row.contractId,
    milestoneId: row.milestoneId,
    releaseKind: row.releaseKind,
    issuer: row.issuer ?? platform,
    recipient: row.recipient,
    jobTitle: row.jobTitle,
    milestoneTitle: row.milestoneTitle,
    amountBeforeTaxPaisa: row.amountBeforeTax,
    taxPaisa: row.tax,
    amountAfterTaxPaisa: row.amountAfterTax,
    withheldPaisa: row.withheld,
    taxRateBps: row.taxRateBps,
    withheldRateBps: row.withheldRateBps,
    issueDate: row.issueDate,
    issuedAt: row.issuedAt.toISOString(),
  };
}
