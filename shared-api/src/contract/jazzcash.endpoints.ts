import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { onFirstUse } from './on-first-use';

/**
 * JazzCash's calls to us (docs/decisions/029-paying-in-and-out.md): the browser's return from
 * the hosted checkout and the server-to-server payment notification (IPN). Both are public, as
 * the provider calls them without a session; what makes them trusted is `pp_SecureHash`, checked
 * over exactly the fields received before anything is read from them.
 */

/** A provider's fields as it sends them: names to text, nothing nested. */
export const ProviderFields = onFirstUse(() =>
  z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(2000))),
);

/** What the IPN answers, signed as the protocol expects: the provider stops retrying on `000`. */
export const JazzCashIpnAnswer = onFirstUse(() =>
  z.object({
    pp_ResponseCode: z.string(),
    pp_ResponseMessage: z.string(),
    pp_SecureHash: z.string(),
  }),
);

export const jazzCashReturn = endpoint({
  operationId: 'jazzCashReturn',
  method: 'POST',
  path: '/pay-ins/jazzcash/return',
  tag: 'payments',
  summary:
    "The browser's return from JazzCash's checkout (a form post): applied when its hash is right, " +
    'then a redirect (303) to the contract room with the outcome',
  who: 'anyone',
  body: ProviderFields,
  status: 200,
  answer: null,
  errors: [],
});

export const jazzCashNotification = endpoint({
  operationId: 'jazzCashNotification',
  method: 'POST',
  path: '/pay-ins/jazzcash/ipn',
  tag: 'payments',
  summary:
    "JazzCash's payment notification (IPN), server to server: applied once when its hash is right",
  who: 'anyone',
  body: ProviderFields,
  status: 200,
  answer: JazzCashIpnAnswer,
  errors: ['providerSignatureInvalid'],
});

export const jazzCashEndpoints = [jazzCashReturn, jazzCashNotification] as const;
