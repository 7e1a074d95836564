import { maskCnic, type InvoiceLanguage, type InvoiceParty } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import type { Actor, ServiceContext } from '../../lib/service-context';
import { earningsAccount } from '../ledger';
import { karachiMonthStart } from '../money';
import {
  findContractParties,
  findInvoice,
  freelancerOf,
  listContractInvoices,
  listPartyInvoices,
  takenFromBetween,
} from './invoices.repository';
import { presentInvoice } from './invoices.presenter';
import { earningsStatementPdf } from './pdf/earnings-statement-pdf';
import { invoicePdf } from './pdf/invoice-pdf';

/**
 * Reading invoices: a contract's are for its two parties and admins (as its room is); a party's
 * own list and a freelancer's yearly statement are the signed-in party's alone.
 */
export interface InvoicesContext extends ServiceContext {
  platform: InvoiceParty;
}

const mayRead = (actor: Actor, parties: { companyId: string; freelancerId: string }) =>
  actor.type === 'admin' ||
  (actor.type === 'company' && actor.id === parties.companyId) ||
  (actor.type === 'freelancer' && actor.id === parties.freelancerId);

export async function contractInvoices(ctx: InvoicesContext, actor: Actor, contractId: string) {
  const parties = await findContractParties(ctx.db, contractId);
  if (!parties) throw new ApiError('contractNotFound');
  if (!mayRead(actor, parties)) throw new ApiError('notContractParty');
  const rows = await listContractInvoices(ctx.db, contractId);
  return rows.map((row) => presentInvoice(row, ctx.platform));
}

/**
 * The party's own invoices: a freelancer's are those it issued and the platform's fee invoices
 * addressed to it; a company's are those addressed to it (the fee is between the platform and the
 * freelancer; the contract room still shows it to both parties, as the contract's ledger does).
 */
export async function myInvoices(ctx: InvoicesContext, actor: Actor, year?: number) {
  if (actor.type === 'admin') throw new ApiError('wrongRole');
  const rows = await listPartyInvoices(ctx.db, { role: actor.type, id: actor.id }, year);
  return rows
    .filter((row) => actor.type === 'freelancer' || row.kind === 'work')
    .map((row) => presentInvoice(row, ctx.platform));
}

export async function invoiceDocument(
  ctx: InvoicesContext,
  actor: Actor,
  invoiceId: string,
  language: InvoiceLanguage,
): Promise<{ number: string; pdf: Buffer }> {
  const found = await findInvoice(ctx.db, invoiceId);
  if (!found) throw new ApiError('invoiceNotFound');
  if (!mayRead(actor, found)) throw new ApiError('notContractParty');
  const invoice = presentInvoice(found.invoice, ctx.platform);
  return { number: invoice.number, pdf: await invoicePdf(invoice, language, ctx.platform) };
}

/** The instant a calendar year begins in Pakistan (mid-January's month began on the 1st). */
const karachiYearStart = (year: number) => karachiMonthStart(new Date(Date.UTC(year, 0, 15)));

export async function earningsStatement(
  ctx: InvoicesContext,
  actor: Actor,
  year: number,
  language: InvoiceLanguage,
): Promise<Buffer> {
  if (actor.type !== 'freelancer') throw new ApiError('wrongRole');
  const freelancer = await freelancerOf(ctx.db, actor.id);
  if (!freelancer) throw new ApiError('wrongRole');
  const rows = (await listPartyInvoices(ctx.db, { role: 'freelancer', id: actor.id }, year))
    .map((row) => presentInvoice(row, ctx.platform))
    .reverse();
  const paidOutPaisa = await takenFromBetween(
    ctx.db,
    earningsAccount(actor.id),
    karachiYearStart(year),
    karachiYearStart(year + 1),
  );
  return earningsStatementPdf(
    {
      year,
      freelancer: {
        name: freelancer.name,
        taxIdLabel: 'CNIC',
        taxId: maskCnic(freelancer.cnic),
        address: null,
      },
      invoices: rows.filter((invoice) => invoice.kind === 'work'),
      fees: rows.filter((invoice) => invoice.kind === 'fee'),
      paidOutPaisa,
    },
    language,
    ctx.platform,
  );
}
