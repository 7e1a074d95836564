import {
  invoiceSeriesPrefix,
  maskCnic,
  maskNtn,
  type InvoiceKind,
} from '@kaamyaab/shared-api/contract';
import type { Transaction } from '../../db/database';
import { karachiDateTime } from '../money';
import {
  insertInvoices,
  releaseFacts,
  rulesInForce,
  takeNumber,
  transactionNow,
  type NewInvoice,
} from './invoices.repository';
import { releaseTaxes, type ReleaseTaxes } from './taxes';

/**
 * The invoices a release owes, issued in the release's own transaction
 * (docs/decisions/029-paying-in-and-out.md): the taxes are decided before the posting (withheld
 * tax is a line of it), the invoices after it, numbered from their series' locked counters.
 */
export interface ReleaseOfMoney {
  contract: { id: string; companyId: string; freelancerId: string; feeBps: number };
  milestone: { id: string; title: string };
  amount: number;
}

export interface TaxedRelease {
  taxes: ReleaseTaxes;
  /** Issues the invoices of the posted release (only ever called once: the posting is once). */
  issue(transaction: { id: string; kind: string }): Promise<void>;
}

export const invoiceNumber = (kind: InvoiceKind, year: number, sequence: number) =>
  `${invoiceSeriesPrefix[kind]}-${year}-${String(sequence).padStart(6, '0')}`;

export async function taxedRelease(
  tx: Transaction,
  release: ReleaseOfMoney,
): Promise<TaxedRelease> {
  const at = await transactionNow(tx);
  const day = karachiDateTime(at).slice(0, 10);
  const rules = await rulesInForce(tx, day);
  // Freelancers have no NTN on file yet, so none is verified: the conservative reading.
  const taxes = releaseTaxes(release.amount, release.contract.feeBps, rules, {
    freelancerHasVerifiedNtn: false,
  });
  return {
    taxes,
    issue: async (transaction) => {
      const facts = await releaseFacts(tx, release.contract.id);
      const year = Number(day.slice(0, 4));
      const freelancer = {
        name: facts.freelancerName,
        taxIdLabel: 'CNIC' as const,
        taxId: maskCnic(facts.freelancerCnic),
        address: null,
      };
      const common = {
        year,
        contractId: release.contract.id,
        milestoneId: release.milestone.id,
        ledgerTransactionId: transaction.id,
        releaseKind: transaction.kind,
        jobTitle: facts.jobTitle,
        milestoneTitle: release.milestone.title,
        issueDate: day,
        issuedAt: at,
      };
      // The freelancer's series first, then the platform's: every release takes them in this order.
      const workSequence = await takeNumber(tx, 'work', year);
      const rows: NewInvoice[] = [
        {
          ...common,
          kind: 'work',
          sequence: workSequence,
          number: invoiceNumber('work', year, workSequence),
          issuer: freelancer,
          recipient: {
            name: facts.companyName,
            taxIdLabel: 'NTN',
            taxId: maskNtn(facts.companyNtn),
            address: null,
          },
          amountBeforeTax: release.amount,
          tax: 0,
          amountAfterTax: release.amount,
          withheld: taxes.withheld,
          taxRateBps: null,
          withheldRateBps: taxes.withheldRateBps,
        },
      ];
      if (taxes.fee > 0) {
        const feeSequence = await takeNumber(tx, 'fee', year);
        rows.push({
          ...common,
          kind: 'fee',
          sequence: feeSequence,
          number: invoiceNumber('fee', year, feeSequence),
          issuer: null,
          recipient: freelancer,
          amountBeforeTax: taxes.fee - taxes.feeTax,
          tax: taxes.feeTax,
          amountAfterTax: taxes.fee,
          withheld: 0,
          taxRateBps: taxes.feeTaxRateBps,
          withheldRateBps: null,
        });
      }
      await insertInvoices(tx, rows);
    },
  };
}
