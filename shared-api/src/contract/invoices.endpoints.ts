import { ContractIdParams } from './deals';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import {
  EarningsStatementParams,
  InvoiceIdParams,
  InvoicePdfQuery,
  InvoicesList,
  MyInvoicesQuery,
} from './invoices';
import { onFirstUse } from './on-first-use';

/**
 * Invoices and the yearly earnings statement (docs/decisions/029-paying-in-and-out.md): read by
 * the contract's parties and admins; the PDFs in English or Urdu.
 */
export const contractInvoices = endpoint({
  operationId: 'listContractInvoices',
  method: 'GET',
  path: '/contracts/:contractId/invoices',
  tag: 'money',
  summary: "A contract's invoices, in the order they were issued (its parties, or an admin)",
  who: ['company', 'freelancer', 'admin'],
  params: ContractIdParams,
  status: 200,
  answer: onFirstUse(() => envelope(InvoicesList)),
  errors: ['contractNotFound', 'notContractParty'],
});

export const myInvoices = endpoint({
  operationId: 'listMyInvoices',
  method: 'GET',
  path: '/money/invoices',
  tag: 'money',
  summary: "The invoices of the signed-in party's contracts, newest first, of one year if asked",
  who: ['company', 'freelancer'],
  query: MyInvoicesQuery,
  status: 200,
  answer: onFirstUse(() => envelope(InvoicesList)),
  errors: [],
});

export const invoicePdf = endpoint({
  operationId: 'downloadInvoice',
  method: 'GET',
  path: '/invoices/:invoiceId/pdf',
  tag: 'money',
  summary: 'An invoice as a PDF, in English or Urdu (the contract’s parties, or an admin)',
  who: ['company', 'freelancer', 'admin'],
  params: InvoiceIdParams,
  query: InvoicePdfQuery,
  status: 200,
  answer: null,
  errors: ['invoiceNotFound', 'notContractParty'],
});

export const earningsStatementPdf = endpoint({
  operationId: 'downloadEarningsStatement',
  method: 'GET',
  path: '/money/earnings-statement/:year/pdf',
  tag: 'money',
  summary:
    "A freelancer's earnings statement for a year in Pakistan time: releases, fees, withheld " +
    'tax, payouts and totals, as a PDF in English or Urdu',
  who: ['freelancer'],
  params: EarningsStatementParams,
  query: InvoicePdfQuery,
  status: 200,
  answer: null,
  errors: [],
});

/** The invoices' endpoints, in the order the API's document lists them. */
export const invoiceEndpoints = [
  contractInvoices,
  myInvoices,
  invoicePdf,
  earningsStatementPdf,
] as const;
