import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * Pakistani identity and payment numbers, where the spec asks only that they be given. Each reader
 * takes what a person types (spaces, dashes, a `+92`) and returns the number in the one form it is
 * stored in, or undefined when it is not such a number. The schemas in accounts.ts turn undefined
 * into the messages below; the spec's 'required' messages come first.
 */
export const formatMessages = {
  cnic: 'CNIC number must be 13 digits, as 35202-1234567-1',
  pocId: 'Point of contact national ID must be a 13-digit CNIC, as 35202-1234567-1',
  ntn: 'NTN must be 7 digits and a check digit, as 1234567-8, or a 13-digit CNIC',
  mobile: 'Phone number must be a Pakistani mobile number, as 03001234567 or +923001234567',
  iban: 'This IBAN is not valid: a Pakistani IBAN is PK, 2 check digits, a 4-letter bank code and 16 digits',
  bankAccount: 'Bank account number must be an IBAN (PK…) or 8 to 20 digits',
} as const;

/** Spaces and dashes are how people group these numbers; they carry nothing. */
const compact = (value: string) => value.replace(/[\s-]/g, '');

/** `35202-1234567-1`, from 13 digits with or without the dashes. */
export function readCnic(value: string): string | undefined {
  const digits = compact(value);
  if (!/^\d{13}$/.test(digits)) return undefined;
  return `${digits.slice(0, 5)}-${digits.slice(5, 12)}-${digits.slice(12)}`;
}

/**
 * `1234567-8`: a company's NTN is 7 digits and a check digit. A sole proprietor's NTN is their
 * CNIC, so a CNIC is read as one.
 */
export function readNtn(value: string): string | undefined {
  const digits = compact(value);
  if (/^\d{8}$/.test(digits)) return `${digits.slice(0, 7)}-${digits.slice(7)}`;
  return readCnic(digits);
}

/**
 * What a phone number may be written with: a leading `+`, then digits (Urdu's `۰۳۰۰…` too)
 * grouped by spaces, dashes or brackets. Letters, an extension, a leading `-` are not a number.
 */
const WRITTEN_AS_PHONE = /^\+?[\s(]*\p{Nd}[\p{Nd}\s()-]*$/u;

/**
 * Pakistan's mobile numbers, the 10 digits after the 0, as libphonenumber-js's metadata has them
 * (030x-032x, 0330-0337, 0339, 034x, 0355, 0364, 037x). Read here, not by the library: its smallest
 * parser would weigh on every signed-in page, through the contract, to apply this one pattern
 * (decision 016). pakistani-formats.test.ts holds the pattern to the installed library's metadata
 * and this reader to the library's reading of every way the number is written.
 */
export const PAKISTAN_MOBILE = '3(?:[0-247]\\d|3[0-79]|55|64)\\d{7}';

/** The country's code or the trunk 0, either, both or neither, then the national number. */
const DIALLED_MOBILE = new RegExp(`^(?:\\+92|0092|92)?0?(${PAKISTAN_MOBILE})$`);

/** The digit sets a Pakistani keyboard types: ASCII, Arabic-Indic, Urdu's and full-width. */
const ZEROS = [0x30, 0x660, 0x6f0, 0xff10];
const asciiDigit = (digit: string) => {
  const code = digit.codePointAt(0)!;
  const zero = ZEROS.find((start) => code >= start && code <= start + 9);
  return zero === undefined ? digit : String(code - zero);
};

/**
 * A number input's value as JSON carries it: `03001234567` typed arrives as 3001234567, its
 * leading 0 lost. Only a positive whole number can be a phone's digits.
 */
const digitsOfNumber = (value: number) =>
  Number.isSafeInteger(value) && value > 0 ? String(value) : undefined;

/**
 * `03001234567`: a Pakistani mobile number as dialled at home, digits only, as it is stored; from
 * any way it is written or sent (`0300-1234567`, `+92 300 1234567`, `0092…`, `92…`, `3001234567`,
 * the number 3001234567). A landline, a short code or another country's number is none.
 */
export function readMobile(value: string | number): string | undefined {
  const written = typeof value === 'number' ? digitsOfNumber(value) : value.trim();
  if (written === undefined || !WRITTEN_AS_PHONE.test(written)) return undefined;
  const dialled = written.replace(/[\s()-]/g, '').replace(/\p{Nd}/gu, asciiDigit);
  const national = DIALLED_MOBILE.exec(dialled)?.[1];
  return national ? `0${national}` : undefined;
}

/**
 * `0300-1234567`, as Pakistanis write a mobile number; anything else as it was stored. A dash,
 * not a space: between digits it keeps the number one left-to-right run in an Urdu line, where
 * a space would let the two halves change places.
 */
export function showMobile(stored: string): string {
  const mobile = readMobile(stored);
  return mobile ? `${mobile.slice(0, 4)}-${mobile.slice(4)}` : stored;
}

/** True when a phone number holds letters: what it is told is that digits only are wanted. */
export const hasLetters = (value: string) => /\p{L}/u.test(value);

export type BankAccountReading = { account: string } | { error: keyof typeof formatMessages };

/**
 * An IBAN (`PK36SCBL0000001123456702`, letters in any case, spaces anywhere), its checksum and
 * Pakistan's layout checked; or a bank's own account number of 8 to 20 digits, kept as digits.
 */
export function readBankAccount(value: string): BankAccountReading {
  const compacted = compact(value);
  if (/^[a-z]{2}/i.test(compacted)) {
    const iban = electronicFormatIBAN(compacted) ?? '';
    return iban.startsWith('PK') && isValidIBAN(iban) ? { account: iban } : { error: 'iban' };
  }
  return /^\d{8,20}$/.test(compacted) ? { account: compacted } : { error: 'bankAccount' };
}
