import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  contractInvoices,
  earningsStatementPdf,
  invoicePdf,
  myInvoices,
} from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import type { ServiceContext } from '../../lib/service-context';
import { platformParty } from './invoices.presenter';
import * as invoices from './invoices.service';

/** A PDF answer: bytes, named for saving, never sniffed as something else. */
const sendPdf = (reply: FastifyReply, filename: string, pdf: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);

/** Invoices of each release and the yearly earnings statement (decision 029). */
export async function invoicesRoutes(app: FastifyInstance) {
  const platform = platformParty(app.config);
  const withPlatform = (ctx: ServiceContext): invoices.InvoicesContext => ({
    db: ctx.db,
    log: ctx.log,
    platform,
  });

  route(app, contractInvoices, async ({ params }, ctx) => {
    const list = await invoices.contractInvoices(withPlatform(ctx), ctx.actor, params.contractId);
    return ctx.ok({ invoices: list }, 'Invoices fetched');
  });

  route(app, myInvoices, async ({ query }, ctx) => {
    const list = await invoices.myInvoices(withPlatform(ctx), ctx.actor, query.year);
    return ctx.ok({ invoices: list }, 'Invoices fetched');
  });

  route(app, invoicePdf, async ({ params, query }, ctx) => {
    const { number, pdf } = await invoices.invoiceDocument(
      withPlatform(ctx),
      ctx.actor,
      params.invoiceId,
      query.lang,
    );
    return sendPdf(ctx.reply, `${number}-${query.lang}.pdf`, pdf);
  });

  route(app, earningsStatementPdf, async ({ params, query }, ctx) => {
    const pdf = await invoices.earningsStatement(
      withPlatform(ctx),
      ctx.actor,
      params.year,
      query.lang,
    );
    return sendPdf(ctx.reply, `kaamyaab-earnings-${params.year}-${query.lang}.pdf`, pdf);
  });
}
