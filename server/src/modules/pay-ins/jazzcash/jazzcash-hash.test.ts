import fc from 'fast-check';
import { hashedText, hasValidHash, secureHash, signed } from './jazzcash-hash';
import { fromPktStamp, pktStamp, referenceOfTxnRefNo, txnRefNoOf } from './jazzcash-protocol';

const SALT = 'abc123salt';
/** A checkout request with an empty field, which the hash leaves out. */
const request = {
  pp_Version: '1.1',
  pp_TxnType: 'MWALLET',
  pp_Language: 'EN',
  pp_MerchantID: 'MC-TEST',
  pp_SubMerchantID: '',
  pp_Password: 'secret',
  pp_TxnRefNo: 'KYABCD2345',
  pp_Amount: '1000',
  pp_TxnCurrency: 'PKR',
  pp_TxnDateTime: '20261127103000',
  pp_TxnExpiryDateTime: '20261127110000',
  pp_BillReference: 'KYABCD2345',
  pp_Description: 'Kaamyaab test',
  pp_ReturnURL: 'https://example.pk/return',
  ppmpf_1: 'note',
};

describe("JazzCash's secure hash", () => {
  it('matches a known answer: HMAC-SHA256 over salt&values by field name, empties left out', () => {
    // Computed apart from this code: printf '%s' "<text>" | openssl dgst -sha256 -hmac abc123salt
    expect(hashedText(request, SALT)).toBe(
      'abc123salt&1000&KYABCD2345&Kaamyaab test&EN&MC-TEST&secret&https://example.pk/return' +
        '&PKR&20261127103000&20261127110000&KYABCD2345&MWALLET&1.1&note',
    );
    expect(secureHash(request, SALT)).toBe(
      'D4935459D0119BBEE8D054803F9E100E527A44945839FC3B670E93DECDD7A441',
    );
  });

  it('verifies its own signature, in either case of hex, and nothing else', () => {
    const sent = signed(request, SALT);
    expect(hasValidHash(sent, SALT)).toBe(true);
    expect(hasValidHash({ ...sent, pp_SecureHash: sent.pp_SecureHash.toLowerCase() }, SALT)).toBe(
      true,
    );
    expect(hasValidHash(request, SALT)).toBe(false);
    expect(hasValidHash({ ...sent, pp_SecureHash: 'zz' }, SALT)).toBe(false);
    expect(hasValidHash(sent, 'another-salt')).toBe(false);
  });

  it('refuses any field changed, added or dropped after signing', () => {
    const names = Object.keys(request).filter((name) => request[name as keyof typeof request]);
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.constantFrom('change', 'add', 'drop'),
        (name, value, how) => {
          const sent: Record<string, string> = signed(request, SALT);
          if (how === 'change') fc.pre(sent[name] !== value);
          if (how === 'change') sent[name] = value;
          if (how === 'add') sent[`ppmpf_9${name}`] = value;
          if (how === 'drop') delete sent[name];
          expect(hasValidHash(sent, SALT)).toBe(false);
        },
      ),
    );
  });

  it("writes Pakistan's time and the pay-in's reference as the protocol wants them", () => {
    const at = new Date('2026-11-27T05:30:00.000Z');
    expect(pktStamp(at)).toBe('20261127103000');
    expect(fromPktStamp('20261127103000')).toEqual(at);
    expect(txnRefNoOf('KY-ABCD-2345')).toBe('KYABCD2345');
    expect(referenceOfTxnRefNo('KYABCD2345')).toBe('KY-ABCD-2345');
    expect(referenceOfTxnRefNo('KYABCD23450')).toBeNull();
  });
});
