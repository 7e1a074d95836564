import fc from 'fast-check';
import * as z from 'zod/mini';
import { CompanySignupSchema, FreelancerCorrectionSchema, fieldErrors } from './accounts';
import {
  formatMessages,
  readBankAccount,
  readCnic,
  readMobile,
  readNtn,
} from './pakistani-formats';

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
  it.each([
    ['03001234567', '03001234567'],
    ['+923001234567', '03001234567'],
    ['+92 300 1234567', '03001234567'],
    ['0092-300-1234567', '03001234567'],
    ['923451234567', '03451234567'],
    ['(0300) 1234567', '03001234567'],
  ])('reads %j as %j', (typed, stored) => expect(readMobile(typed)).toBe(stored));

  it.each([
    '0300123456', // a digit short
    '030012345678', // a digit over
    '04235761234', // a Lahore landline
    '+443001234567', // another country
    '3001234567', // no leading 0 or +92
  ])('refuses %j', (typed) => expect(readMobile(typed)).toBeUndefined());
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
