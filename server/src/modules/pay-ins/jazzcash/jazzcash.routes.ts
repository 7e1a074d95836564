import type { FastifyInstance } from 'fastify';
import { jazzCashNotification, jazzCashReturn } from '@kaamyaab/shared-api/contract';
import type { PayInStatus } from '@kaamyaab/shared-api/contract';
import { pages } from '@kaamyaab/shared-api/pages';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../lib/api-error';
import { route } from '../../../lib/route';
import type { ServiceContext } from '../../../lib/service-context';
import { railsOf } from '../bank-transfer.rail';
import type { PayInsContext } from '../pay-ins.context';
import { findPayIn } from '../pay-ins.repository';
import { signed } from './jazzcash-hash';
import { receiveNotice, type NoticeResult } from './jazzcash.notices';

/**
 * JazzCash's calls to us (docs/decisions/029-paying-in-and-out.md). Public, as the provider
 * calls without a session, and trusted only by their hash (jazzcash.notices.ts). The return is
 * the company's browser posting the provider's form from the provider's site: it carries no
 * session cookie (SameSite=Lax keeps it off another site's posts), so the cross-site guard has
 * nothing to refuse, and the answer only sends the browser on to the contract room.
 */

/** Form posts as the provider sends them; a name sent twice is not the protocol's. */
function parseForm(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) throw new ApiError('invalidInput');
    fields[name] = value;
  }
  return fields;
}

/** What the company is shown of its pay-in as it now stands, whichever notice settled it. */
const shownOutcome: Record<PayInStatus, string> = {
  awaitingPayment: 'pending',
  awaitingConfirmation: 'pending',
  confirmed: 'funded',
  credited: 'credited',
  refused: 'refused',
};

/**
 * Where the browser lands: the contract room with the pay-in's outcome (the IPN may have settled
 * it a moment before this return), or the contracts list for a notice we could not trust.
 */
async function roomOf(db: Database, result: NoticeResult): Promise<string> {
  const now = result.payIn && (await findPayIn(db, result.payIn.id));
  if (!now) return `${pages.companyContracts.path}?payment=${result.outcome}`;
  const room = pages.companyContract.path.replace(':contractId', now.contractId);
  return `${room}?payment=${shownOutcome[now.status]}`;
}

export async function jazzCashRoutes(app: FastifyInstance) {
  const settings = app.config;
  const rails = railsOf(settings);
  const withRails = (ctx: ServiceContext): PayInsContext => ({
    db: ctx.db,
    log: ctx.log,
    rails,
    storage: app.storage,
    bus: app.bus,
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseForm(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  route(app, jazzCashReturn, async ({ body }, ctx) => {
    const result = await receiveNotice(withRails(ctx), settings, 'return', body);
    return ctx.reply.redirect(await roomOf(ctx.db, result), 303);
  });

  route(app, jazzCashNotification, async ({ body }, ctx) => {
    const result = await receiveNotice(withRails(ctx), settings, 'ipn', body);
    if (result.outcome === 'forged') throw new ApiError('providerSignatureInvalid');
    // The acknowledgement the protocol expects, signed: the provider stops sending it again.
    return signed(
      { pp_ResponseCode: '000', pp_ResponseMessage: 'IPN received successfully' },
      settings.JAZZCASH_INTEGRITY_SALT,
    );
  });
}
