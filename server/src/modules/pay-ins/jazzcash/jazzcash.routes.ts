import type { FastifyInstance } from 'fastify';
import { jazzCashNotification, jazzCashReturn } from '@kaamyaab/shared-api/contract';
import { pages } from '@kaamyaab/shared-api/pages';
import { ApiError } from '../../../lib/api-error';
import { route } from '../../../lib/route';
import type { ServiceContext } from '../../../lib/service-context';
import { railsOf } from '../bank-transfer.rail';
import type { PayInsContext } from '../pay-ins.context';
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

/** Where the browser lands: the contract room with the outcome, or the contracts list. */
function roomOf(result: NoticeResult): string {
  const outcome = `payment=${result.outcome}`;
  if (!result.payIn) return `${pages.companyContracts.path}?${outcome}`;
  const room = pages.companyContract.path.replace(':contractId', result.payIn.contractId);
  return `${room}?${outcome}`;
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
    return ctx.reply.redirect(roomOf(result), 303);
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
