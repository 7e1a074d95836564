import fc from 'fast-check';
import mobileMetadata from 'libphonenumber-js/mobile/metadata';
import * as z from 'zod/mini';
import { CompanySignupSchema, FreelancerCorrectionSchema, fieldErrors } from './accounts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import {
  formatMessages,
  PAKISTAN_MOBILE,
  readBankAccount,
  readCnic,
  readMobile,
  readNtn,
  showMobile,
} from './pakistani-formats';

/** libphonenumber-js's reading, with its metadata of Pakistan's mobile numbers: the oracle. */
const pakistanOnly = {
  version: mobileMetadata.version,
  country_calling_codes: { 92: ['PK'] },
  countries: { PK: mobileMetadata.countries.PK },
  nonGeographic: {},
} as unknown as Parameters<typeof parsePhoneNumberFromString>[2];

function libraryReading(typed: string): string | undefined {
  const text = typed.trim();
  if (!/^\+?[\s(]*\p{Nd}[\p{Nd}\s()-]*$/u.test(text)) return undefined;
  const phone = parsePhoneNumberFromString(
    text,
    { defaultCountry: 'PK', extract: false },
    pakistanOnly,
  );
  return phone?.getType() === 'MOBILE' ? `0${phone.nationalNumber}` : undefined;
}

describe('readCnic', () => {
  it.each([
    ['35202-1234567-1', '35202-1234567-1'],
    ['3520212345671', '35202-1234567-1'],
    [' 35202 1234567 1 ', '35202-1234567-1'],
  ])('reads %j as %j', (typed, stored) => expect(readCnic(typed)).toBe(stored));

  it.each(['35202-1234567', '35202-1234567-12', '3520A-1234567-1', '', '35202/1234567/1'])(
    'refuses %j',
    (typed) => expect(readCnic(typed)).toBeUndefined(),
  );

  it('reads any 13 digits, however grouped, to one form that reads as itself', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 13, maxLength: 13 }),
        fc.array(fc.constantFrom('', ' ', '-'), { minLength: 13, maxLength: 13 }),
        (digits, gaps) => {
          const typed = digits.map((digit, i) => `${digit}${gaps[i]}`).join('');
          const stored = readCnic(typed);
          expect(stored).toMatch(/^\d{5}-\d{7}-\d$/);
          expect(stored!.replace(/-/g, '')).toBe(digits.join(''));
          expect(readCnic(stored!)).toBe(stored);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('readNtn', () => {
  it.each([
    ['1234567-8', '1234567-8'],
    ['12345678', '1234567-8'],
    ['3520212345671', '35202-1234567-1'],
  ])('reads %j as %j', (typed, stored) => expect(readNtn(typed)).toBe(stored));

  it.each(['1234567', '123456789', 'NTN1234567', '12-34'])('refuses %j', (typed) =>
    expect(readNtn(typed)).toBeUndefined(),
  );
});

describe('readMobile', () => {
  // Every way a Pakistani mobile number is written or sent, stored as dialled at home.
  it.each<[string | number, string]>([
    ['03001234567', '03001234567'],
    ['3001234567', '03001234567'], // a number input's text, its 0 lost
    [3001234567, '03001234567'], // the same as a JSON number
    ['+923001234567', '03001234567'],
    ['923001234567', '03001234567'],
    [923001234567, '03001234567'],
    ['00923001234567', '03001234567'],
    ['0092-300-1234567', '03001234567'],
    ['0300-1234567', '03001234567'],
    ['0300 1234567', '03001234567'],
    ['+92 300 1234567', '03001234567'],
    ['+92 (300) 123-4567', '03001234567'],
    ['(0300) 1234567', '03001234567'],
    [' 0345 1234567 ', '03451234567'],
    ['۰۳۰۰۱۲۳۴۵۶۷', '03001234567'], // Urdu's digits
    ['+92 0300 1234567', '03001234567'], // the home 0 kept after +92
  ])('reads %j as %j', (sent, stored) => expect(readMobile(sent)).toBe(stored));

  it.each<[string | number, string]>([
    ['0300123456', 'a digit short'],
    ['030012345678', 'a digit over'],
    [300123456, 'a digit short, as a number'],
    ['04235761234', 'a Lahore landline'],
    ['+92 51 2345678', 'an Islamabad landline'],
    [4235761234, 'a landline as a number'],
    ['0800 12345', 'a toll-free number'],
    ['03501234567', 'no network has 035x'],
    ['+443001234567', 'another country'],
    ['447700900123', 'a British mobile without its +'],
    ['+1 202 555 0143', 'an American number'],
    ['0300CALLME1', 'letters'],
    ['03001234567 ext 4', 'an extension'],
    ['tel:+923001234567', 'a link, not a number'],
    ['-3001234567', 'a minus sign'],
    ['++923001234567', 'two plus signs'],
    ['3001234567.5', 'a decimal point'],
    ['', 'nothing'],
    [0, 'zero'],
    [-3001234567, 'a negative number'],
    [3001234567.5, 'a fraction'],
    [1e21, 'a huge number'],
    [Number.MAX_SAFE_INTEGER, 'too many digits'],
    [Number.NaN, 'not a number'],
  ])('refuses %j (%s)', (sent) => expect(readMobile(sent)).toBeUndefined());

  it("knows Pakistan's mobile numbers as the installed libphonenumber-js does", () => {
    // The plan's last entry is its types; Pakistan's lists mobile numbers alone.
    expect(mobileMetadata.countries.PK!.at(-1)).toEqual([0, [PAKISTAN_MOBILE, [10]]]);
  });

  it('reads every way a number is written as libphonenumber-js reads it', () => {
    const digitSets = [0x30, 0x660, 0x6f0, 0xff10];
    const written = fc
      .record({
        prefix: fc.constantFrom(
          '',
          '0',
          '92',
          '920',
          '+92',
          '+920',
          '0092',
          '00920',
          '+',
          '00',
          '+1',
        ),
        national: fc.oneof(
          fc.stringMatching(/^3\d{9}$/),
          fc.stringMatching(/^3[0-9]{2}\d{5,8}$/),
          fc.stringMatching(/^\d{7,12}$/),
        ),
        zero: fc.constantFrom(...digitSets),
        cuts: fc.array(fc.tuple(fc.nat(14), fc.constantFrom(' ', '-', '(', ')', '  ')), {
          maxLength: 3,
        }),
      })
      .map(({ prefix, national, zero, cuts }) => {
        const digits = [...`${prefix}${national}`].map((char) =>
          /\d/.test(char) ? String.fromCodePoint(zero + Number(char)) : char,
        );
        for (const [at, separator] of cuts) digits.splice(at, 0, separator);
        return digits.join('');
      });
    fc.assert(
      fc.property(written, (text) => expect(readMobile(text)).toBe(libraryReading(text))),
      { numRuns: 5000 },
    );
  });

  it('reads what it stored as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3_000_000_000, max: 3_499_999_999 }), (national) => {
        const stored = readMobile(national);
        if (stored) expect(readMobile(stored)).toBe(stored);
      }),
      { numRuns: 200 },
    );
  });
});

describe('showMobile', () => {
  it.each([
    ['03001234567', '0300-1234567'],
    ['+92 300 1234567', '0300-1234567'], // stored as typed before numbers were read
    ['042 35761234', '042 35761234'],
  ])('shows %j as %j', (stored, shown) => expect(showMobile(stored)).toBe(shown));
});

describe('readBankAccount', () => {
  it.each([
    ['PK36SCBL0000001123456702', 'PK36SCBL0000001123456702'],
    ['pk36 scbl 0000 0011 2345 6702', 'PK36SCBL0000001123456702'],
    ['0123-4567-8901-23', '01234567890123'],
  ])('reads %j as %j', (typed, account) => expect(readBankAccount(typed)).toEqual({ account }));

  it('refuses an IBAN whose check digits do not match', () =>
    expect(readBankAccount('PK37SCBL0000001123456702')).toEqual({ error: 'iban' }));

  it('refuses a valid IBAN of another country: payments here are in PKR', () =>
    expect(readBankAccount('GB82WEST12345698765432')).toEqual({ error: 'iban' }));

  it.each(['1234567', '123456789012345678901', 'ACCOUNT'])('refuses %j', (typed) =>
    expect(readBankAccount(typed)).toMatchObject({ error: expect.any(String) }),
  );

  it('finds every single-character change to a valid IBAN', () => {
    const valid = 'PK36SCBL0000001123456702';
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: valid.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (at, shift) => {
          const digit = valid[at]!;
          const changed = /\d/.test(digit)
            ? String((Number(digit) + shift) % 10)
            : String.fromCharCode(((digit.charCodeAt(0) - 65 + shift) % 26) + 65);
          const typed = valid.slice(0, at) + changed + valid.slice(at + 1);
          expect(readBankAccount(typed)).toEqual({ error: 'iban' });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the account schemas speak these formats', () => {
  const freelancer = {
    fullName: 'Ayesha Khan',
    number: '+92 300 1234567',
    CNIC: '3520212345671',
    bankAccount: 'pk36 scbl 0000 0011 2345 6702',
  };

  it('store each number in its one form', () => {
    expect(FreelancerCorrectionSchema.parse(freelancer)).toEqual({
      fullName: 'Ayesha Khan',
      number: '03001234567',
      CNIC: '35202-1234567-1',
      bankAccount: 'PK36SCBL0000001123456702',
    });
  });

  it("keep the spec's messages for an empty field and a phone with letters", () => {
    expect(
      fieldErrors(FreelancerCorrectionSchema, { ...freelancer, CNIC: '', number: '0300-CALL-ME' }),
    ).toEqual({
      CNIC: 'CNIC number is required',
      number: 'Phone number must contain digits only',
    });
  });

  it("take the phone as the spec's number input sends it, and say what is wrong with any other", () => {
    expect(FreelancerCorrectionSchema.parse({ ...freelancer, number: 3001234567 }).number).toBe(
      '03001234567',
    );
    const phoneError = (number: unknown) =>
      fieldErrors(FreelancerCorrectionSchema, { ...freelancer, number }).number;
    const notMobiles = [0, -3001234567, 3001234567.5, 1e21, 4235761234, '-3001234567'];
    for (const number of [...notMobiles, '3001234567.5', '0300#1234567', '+443001234567'])
      expect([number, phoneError(number)]).toEqual([number, formatMessages.mobile]);
    for (const number of [undefined, null, true, '', '   ', ['03001234567']])
      expect([number, phoneError(number)]).toEqual([number, 'Phone number is required']);
    expect(phoneError('1e21')).toBe('Phone number must contain digits only');
  });

  it('say what is wrong with a number that is not one', () => {
    expect(
      fieldErrors(FreelancerCorrectionSchema, {
        ...freelancer,
        number: '04235761234',
        CNIC: '35202-123456-1',
        bankAccount: 'PK37SCBL0000001123456702',
      }),
    ).toEqual({
      number: formatMessages.mobile,
      CNIC: formatMessages.cnic,
      bankAccount: formatMessages.iban,
    });
    expect(
      fieldErrors(z.pick(CompanySignupSchema, { pocId: true, companyNtn: true }), {
        pocId: '12345',
        companyNtn: '123',
      }),
    ).toEqual({ pocId: formatMessages.pocId, companyNtn: formatMessages.ntn });
  });
});
