import { randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { hasValidHash, signed } from '../../modules/pay-ins/jazzcash/jazzcash-hash';
import { fromPktStamp, pktStamp } from '../../modules/pay-ins/jazzcash/jazzcash-protocol';
import { checkoutPage, messagePage, processingPage, returnPage } from './pages';
import { FAILURE, scenarioOf, SUCCESS, VOUCHER_ISSUED, type Scenario } from './scenarios';

/**
 * A local stand-in for JazzCash's page redirection, for the tests and demos (never a real
 * payment): the hosted checkout, which checks the merchant's signed request and refuses a bad
 * one; the payer's mobile number and MPIN, whose number picks a scenario (scenarios.ts); the
 * signed return posted by the browser to pp_ReturnURL; the signed IPN sent to the merchant's
 * configured address; and the status inquiry. It signs with the same integrity salt as the
 * merchant, as JazzCash does.
 */

export interface SimulatorOptions {
  merchantId: string;
  password: string;
  salt: string;
  /** Where IPNs go (the merchant portal's setting); tests may deliver them in-process instead. */
  ipnUrl: string;
  deliverIpn?: (fields: Record<string, string>) => Promise<void>;
  /** How late the `late` scenario's IPN comes. */
  lateMs?: number;
  now?: () => Date;
}

type Fields = Record<string, string>;
interface Txn {
  request: Fields;
  /** `voucher`: issued for payment over the counter (OTC), not paid yet. */
  state: 'opened' | 'voucher' | 'paid' | 'failed';
  rrn: string;
  authCode: string;
}

export interface Payment {
  scenario: Scenario;
  /** The signed fields the browser posts back to pp_ReturnURL; null when it does not return. */
  returned: Fields | null;
  /** Settles when every IPN of the scenario was delivered (the late one included). */
  notified: Promise<void>;
}

export const CHECKOUT_PATH = '/CustomerPortal/transactionmanagement/merchantform/';
export const PAY_PATH = '/CustomerPortal/pay';
export const INQUIRY_PATH = '/ApplicationAPI/API/PaymentInquiry/Inquire';
export const VOUCHER_PATH = '/CustomerPortal/voucher';
export const VOUCHER_PAID_PATH = '/simulator/vouchers/paid';

const REQUIRED = [
  'pp_Version',
  'pp_TxnType',
  'pp_MerchantID',
  'pp_Password',
  'pp_TxnRefNo',
  'pp_Amount',
  'pp_TxnCurrency',
  'pp_TxnDateTime',
  'pp_ReturnURL',
  'pp_SecureHash',
];

function parseForm(text: string): Fields {
  return Object.fromEntries(new URLSearchParams(text));
}

export function createJazzCashSimulator(options: SimulatorOptions) {
  const now = options.now ?? (() => new Date());
  const txns = new Map<string, Txn>();
  const deliver =
    options.deliverIpn ??
    (async (fields: Fields) => {
      await fetch(options.ipnUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fields),
      });
    });
  const sendIpn = (fields: Fields) =>
    deliver(fields).catch((error: unknown) => {
      console.warn('[jazzcash simulator] IPN not delivered:', String(error));
    });

  /** Why JazzCash would refuse this checkout request, or null. */
  function refusal(fields: Fields): string | null {
    const missing = REQUIRED.filter((name) => !fields[name]);
    if (missing.length) return `Missing fields: ${missing.join(', ')}`;
    if (fields.pp_MerchantID !== options.merchantId || fields.pp_Password !== options.password)
      return 'Invalid merchant credentials.';
    if (!hasValidHash(fields, options.salt)) return 'Invalid secure hash.';
    if (!/^[A-Za-z0-9]{1,20}$/.test(fields.pp_TxnRefNo!)) return 'Invalid pp_TxnRefNo.';
    if (!/^[1-9]\d*$/.test(fields.pp_Amount!)) return 'Invalid pp_Amount.';
    if (fields.pp_TxnCurrency !== 'PKR') return 'Invalid pp_TxnCurrency.';
    const expiry = fields.pp_TxnExpiryDateTime && fromPktStamp(fields.pp_TxnExpiryDateTime);
    if (expiry && expiry < now()) return 'The transaction has expired.';
    const earlier = txns.get(fields.pp_TxnRefNo!);
    if (earlier && earlier.state !== 'opened') return 'Duplicate pp_TxnRefNo.';
    return null;
  }

  function outcomeFields(txn: Txn): Fields {
    const { request } = txn;
    const result =
      txn.state === 'paid' ? SUCCESS : txn.state === 'voucher' ? VOUCHER_ISSUED : FAILURE;
    return signed(
      {
        pp_Amount: request.pp_Amount!,
        pp_AuthCode: txn.authCode,
        pp_BillReference: request.pp_BillReference ?? '',
        pp_Language: request.pp_Language ?? 'EN',
        pp_MerchantID: request.pp_MerchantID!,
        pp_ResponseCode: result.code,
        pp_ResponseMessage: result.message,
        pp_RetreivalReferenceNo: txn.rrn,
        pp_SubMerchantId: '',
        pp_TxnCurrency: 'PKR',
        pp_TxnDateTime: pktStamp(now()),
        pp_TxnRefNo: request.pp_TxnRefNo!,
        pp_TxnType: request.pp_TxnType!,
        pp_Version: request.pp_Version!,
        ppmpf_1: request.ppmpf_1 ?? '',
        ppmpf_2: request.ppmpf_2 ?? '',
        ppmpf_3: request.ppmpf_3 ?? '',
        ppmpf_4: request.ppmpf_4 ?? '',
        ppmpf_5: request.ppmpf_5 ?? '',
      },
      options.salt,
    );
  }

  /** The payer confirms with `mobile`: what the scenario does, as the page would do it. */
  function pay(txnRefNo: string, mobile: string): Payment {
    const txn = txns.get(txnRefNo);
    if (!txn || txn.state !== 'opened') throw new Error(`no open checkout ${txnRefNo}`);
    const scenario = scenarioOf(mobile);
    txn.state = scenario === 'failure' ? 'failed' : 'paid';
    const fields = outcomeFields(txn);
    const late = (ms: number) =>
      new Promise<void>((resolve) => setTimeout(resolve, ms).unref()).then(() => sendIpn(fields));
    switch (scenario) {
      case 'timeout':
        return { scenario, returned: null, notified: Promise.resolve() };
      case 'late':
        return { scenario, returned: null, notified: late(options.lateMs ?? 5_000) };
      case 'duplicate':
        return {
          scenario,
          returned: fields,
          notified: sendIpn(fields).then(() => sendIpn(fields)),
        };
      default:
        return { scenario, returned: fields, notified: sendIpn(fields) };
    }
  }

  /**
   * The payer asks for a voucher instead (over the counter): the browser returns at once with
   * the pending code, and the money comes when `payVoucher` says an agent took it.
   */
  function issueVoucher(txnRefNo: string): Fields {
    const txn = txns.get(txnRefNo);
    if (!txn || txn.state !== 'opened') throw new Error(`no open checkout ${txnRefNo}`);
    txn.state = 'voucher';
    return outcomeFields(txn);
  }

  /** The voucher is paid at an agent: the IPN says so (the payer's browser is long gone). */
  function payVoucher(txnRefNo: string): Promise<void> {
    const txn = txns.get(txnRefNo);
    if (!txn || txn.state !== 'voucher') throw new Error(`no unpaid voucher ${txnRefNo}`);
    txn.state = 'paid';
    return sendIpn(outcomeFields(txn));
  }

  function inquire(request: Fields): Fields {
    const credentialsOk =
      request.pp_MerchantID === options.merchantId && request.pp_Password === options.password;
    if (!credentialsOk || !hasValidHash(request, options.salt))
      return { pp_ResponseCode: '115', pp_ResponseMessage: 'Invalid request or secure hash.' };
    const txn = request.pp_TxnRefNo ? txns.get(request.pp_TxnRefNo) : undefined;
    if (!txn)
      return signed(
        {
          pp_ResponseCode: '110',
          pp_ResponseMessage: 'No transaction found.',
          pp_TxnRefNo: request.pp_TxnRefNo ?? '',
        },
        options.salt,
      );
    const payment =
      txn.state === 'paid'
        ? { status: 'Completed', code: '121', message: 'Transaction is completed.' }
        : txn.state === 'failed'
          ? { status: 'Failed', code: FAILURE.code, message: FAILURE.message }
          : txn.state === 'voucher'
            ? { status: 'Pending', code: VOUCHER_ISSUED.code, message: VOUCHER_ISSUED.message }
            : { status: 'Pending', code: '157', message: 'Transaction is pending.' };
    return signed(
      {
        pp_ResponseCode: '000',
        pp_ResponseMessage: 'Operation completed successfully.',
        pp_MerchantID: options.merchantId,
        pp_TxnRefNo: txn.request.pp_TxnRefNo!,
        pp_Amount: txn.request.pp_Amount!,
        pp_Status: payment.status,
        pp_PaymentResponseCode: payment.code,
        pp_PaymentResponseMessage: payment.message,
        pp_RetreivalReferenceNo: txn.state === 'opened' ? '' : txn.rrn,
        pp_AuthCode: txn.state === 'opened' ? '' : txn.authCode,
      },
      options.salt,
    );
  }

  /** The checkout request as the browser posts it: the page to pay on, or why it is refused. */
  function open(fields: Fields): { status: number; html: string } {
    const refused = refusal(fields);
    if (refused) return { status: 400, html: messagePage('Checkout refused', refused) };
    const txnRefNo = fields.pp_TxnRefNo!;
    if (!txns.has(txnRefNo))
      txns.set(txnRefNo, {
        request: fields,
        state: 'opened',
        rrn: String(randomInt(100_000_000_000, 999_999_999_999)),
        authCode: String(randomInt(100_000, 999_999)),
      });
    return { status: 200, html: checkoutPage(fields, PAY_PATH, '', VOUCHER_PATH) };
  }

  const app: FastifyInstance = Fastify({
    logger: false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseForm(body as string)),
  );
  const html = (status: number, text: string) => ({ status, text });
  app.post(CHECKOUT_PATH, async (request, reply) => {
    const page = open((request.body ?? {}) as Fields);
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
  });
  app.post(PAY_PATH, async (request, reply) => {
    const { txnRefNo = '', mobile = '', mpin = '' } = (request.body ?? {}) as Fields;
    const txn = txns.get(txnRefNo);
    let page = html(404, messagePage('Checkout not found', 'This checkout is not open.'));
    if (txn && txn.state === 'opened' && !/^\d{4}$/.test(mpin))
      page = html(
        400,
        checkoutPage(txn.request, PAY_PATH, 'Enter your 4-digit MPIN.', VOUCHER_PATH),
      );
    else if (txn && txn.state === 'opened') {
      const payment = pay(txnRefNo, mobile);
      page = html(
        200,
        payment.returned
          ? returnPage(txn.request.pp_ReturnURL!, payment.returned)
          : processingPage(),
      );
    }
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.text);
  });
  app.post(VOUCHER_PATH, async (request, reply) => {
    const { txnRefNo = '' } = (request.body ?? {}) as Fields;
    const txn = txns.get(txnRefNo);
    const page =
      txn && txn.state === 'opened'
        ? html(200, returnPage(txn.request.pp_ReturnURL!, issueVoucher(txnRefNo)))
        : html(404, messagePage('Checkout not found', 'This checkout is not open.'));
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.text);
  });
  // Not JazzCash's: how a demo says an agent took the voucher's cash.
  app.post(VOUCHER_PAID_PATH, async (request, reply) => {
    const { txnRefNo = '' } = (request.body ?? {}) as Fields;
    if (txns.get(txnRefNo)?.state !== 'voucher') return reply.code(404).send({ paid: false });
    await payVoucher(txnRefNo);
    return { paid: true };
  });
  app.post(INQUIRY_PATH, async (request) => inquire((request.body ?? {}) as Fields));

  return { app, open, pay, issueVoucher, payVoucher, inquire, txns };
}

export type JazzCashSimulator = ReturnType<typeof createJazzCashSimulator>;
