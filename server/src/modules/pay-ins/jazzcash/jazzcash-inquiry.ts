import { signed } from './jazzcash-hash';
import type { JazzCashSettings } from './jazzcash.rail';

/**
 * JazzCash's status inquiry (PaymentInquiry/Inquire): the merchant asks, signed, what became of
 * a `pp_TxnRefNo`; the answer comes back signed and is handled as any other notice. Answers null
 * when the provider could not be asked (down, slow, not JSON): the pay-in is asked again later.
 */
export type Inquire = (txnRefNo: string) => Promise<Record<string, string> | null>;

const INQUIRY_TIMEOUT_MS = 10_000;

/** The answer's values as the hash reads them: text; anything nested is not the protocol's. */
function asFields(body: unknown): Record<string, string> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
    else if (value !== null) return null;
  }
  return fields;
}

export function jazzCashInquiry(
  settings: Pick<
    JazzCashSettings,
    | 'JAZZCASH_INQUIRY_URL'
    | 'JAZZCASH_MERCHANT_ID'
    | 'JAZZCASH_PASSWORD'
    | 'JAZZCASH_INTEGRITY_SALT'
  >,
): Inquire {
  return async (txnRefNo) => {
    const request = signed(
      {
        pp_TxnRefNo: txnRefNo,
        pp_MerchantID: settings.JAZZCASH_MERCHANT_ID,
        pp_Password: settings.JAZZCASH_PASSWORD,
      },
      settings.JAZZCASH_INTEGRITY_SALT,
    );
    try {
      const response = await fetch(settings.JAZZCASH_INQUIRY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(INQUIRY_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      return asFields(await response.json());
    } catch {
      return null;
    }
  };
}
