import {
  maskBankAccount,
  maskCnic,
  maskedCompany,
  maskedFreelancer,
  maskEmailAddress,
  maskMiddle,
  maskNtn,
} from './masking';

describe('masking personal numbers for the admin lists', () => {
  it('keeps a CNIC’s area code, its last digit and its dashes', () => {
    expect(maskCnic('35202-1234567-1')).toBe('35202-*******-1');
    expect(maskCnic('3520212345671')).toBe('35202*******1');
  });

  it('keeps an IBAN’s country, check digits and last four', () => {
    expect(maskBankAccount('PK36SCBL0000001123456702')).toBe('PK36****************6702');
    expect(maskBankAccount('PK36 SCBL 0000 0011 2345 6702')).toBe('PK36 **** **** **** **** 6702');
  });

  it('keeps an NTN’s first two digits and its check digit', () => {
    expect(maskNtn('1234567-8')).toBe('12*****-8');
  });

  it('keeps an email address’s domain, and two letters and the last of its name', () => {
    expect(maskEmailAddress('ayesha.khan@gmail.com')).toBe('ay****.***n@gmail.com');
    expect(maskEmailAddress('sana@kaamyaab.pk')).toBe('s**a@kaamyaab.pk');
    expect(maskEmailAddress('a@b.pk')).toBe('*@b.pk');
    expect(maskEmailAddress('not-an-address')).toBe('no*-**-******s');
    expect(maskEmailAddress(maskEmailAddress('ayesha.khan@gmail.com'))).toBe(
      'ay****.***n@gmail.com',
    );
  });

  it('hides at least half of a short value', () => {
    expect(maskBankAccount('PK00TEST')).toBe('PK****ST');
    expect(maskBankAccount('12345')).toBe('1***5');
    expect(maskCnic('123')).toBe('1**');
    expect(maskMiddle('', 4, 4)).toBe('');
  });

  it('changes nothing when masking a masked value (the UI masks what the server masked)', () => {
    for (const [mask, value] of [
      [maskCnic, '35202-1234567-1'],
      [maskBankAccount, 'PK36SCBL0000001123456702'],
      [maskNtn, '1234567-8'],
      [maskBankAccount, 'PK00TEST'],
    ] as const)
      expect(mask(mask(value))).toBe(mask(value));
  });

  it('masks only the personal numbers of a listed account', () => {
    expect(
      maskedFreelancer({ fullName: 'Ayesha', CNIC: '35202-1234567-1', bankAccount: 'PK00TEST' }),
    ).toEqual({ fullName: 'Ayesha', CNIC: '35202-*******-1', bankAccount: 'PK****ST' });
    expect(
      maskedCompany({ pocName: 'Bilal', pocId: '42101-7654321-3', companyNtn: '1234567-8' }),
    ).toEqual({ pocName: 'Bilal', pocId: '42101-*******-3', companyNtn: '12*****-8' });
  });
});
