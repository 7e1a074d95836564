import { useEffect, useState } from 'react';
import {
  API_PREFIX,
  contractInvoices,
  earningsStatementPdf,
  invoicePdf,
  myInvoices,
  type InvoiceDto,
  type InvoiceLanguage,
} from '@kaamyaab/shared-api/contract';
import { call, pathOf } from './call';

/**
 * Invoices as the pages link them (docs/decisions/029-paying-in-and-out.md): each with its PDF
 * in English and Urdu, downloaded by the browser with the session's cookie.
 */
export interface InvoiceLink {
  id: string;
  number: string;
  kind: InvoiceDto['kind'];
  milestoneTitle: string;
  issueDate: string;
  amountPaisa: number;
  href: Record<InvoiceLanguage, string>;
}

const pdfHref = (invoiceId: string, lang: InvoiceLanguage) =>
  `${API_PREFIX}${pathOf(invoicePdf, { invoiceId })}?lang=${lang}`;

/** The yearly earnings statement of the signed-in freelancer, in one language. */
export const earningsStatementHref = (year: number, lang: InvoiceLanguage) =>
  `${API_PREFIX}${pathOf(earningsStatementPdf, { year })}?lang=${lang}`;

export const invoiceLinkOf = (invoice: InvoiceDto): InvoiceLink => ({
  id: invoice.id,
  number: invoice.number,
  kind: invoice.kind,
  milestoneTitle: invoice.milestoneTitle,
  issueDate: invoice.issueDate,
  amountPaisa: invoice.amountAfterTaxPaisa,
  href: { en: pdfHref(invoice.id, 'en'), ur: pdfHref(invoice.id, 'ur') },
});

export const invoicesApi = {
  ofContract: async (contractId: string) =>
    (await call(contractInvoices, { params: { contractId } })).data.invoices,
  mine: async () => (await call(myInvoices, { query: {} })).data.invoices,
};

/**
 * A contract's invoices, read again whenever more of its money is released (`releasedPaisa`
 * changes): the room shows the new invoices as soon as it shows the release.
 */
export function useContractInvoices(
  contract: { id: string; releasedPaisa: number } | null,
): InvoiceLink[] {
  const [links, setLinks] = useState<InvoiceLink[]>([]);
  const id = contract?.id;
  const released = contract?.releasedPaisa ?? 0;
  useEffect(() => {
    if (!id || released === 0) return;
    let live = true;
    invoicesApi.ofContract(id).then(
      (invoices) => live && setLinks(invoices.map(invoiceLinkOf)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, released]);
  return links;
}

/** The signed-in party's invoices, newest first. */
export function useMyInvoices(): InvoiceLink[] {
  const [links, setLinks] = useState<InvoiceLink[]>([]);
  useEffect(() => {
    let live = true;
    invoicesApi.mine().then(
      (invoices) => live && setLinks(invoices.map(invoiceLinkOf)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return links;
}
