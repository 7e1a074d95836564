import { DEV_PLATFORM_BANK } from '../../config/env';
import { bankTransferRail } from './bank-transfer.rail';
import { newPaymentReference, PAYMENT_REFERENCE, REFERENCE_ALPHABET } from './payment-reference';

describe('the bank transfer rail', () => {
  const rail = bankTransferRail(DEV_PLATFORM_BANK);
  const payIn = {
    id: 'p',
    amountPaisa: 1_250_050,
    reference: 'KY-ABCD-2345',
    createdAt: new Date(),
  };

  it('shows where to pay, from configuration, and takes money in through its own account', () => {
    expect(rail.startPayIn(payIn)).toEqual({
      bankName: DEV_PLATFORM_BANK.PLATFORM_BANK_NAME,
      accountTitle: DEV_PLATFORM_BANK.PLATFORM_BANK_ACCOUNT_TITLE,
      iban: DEV_PLATFORM_BANK.PLATFORM_BANK_IBAN,
      raastId: DEV_PLATFORM_BANK.PLATFORM_RAAST_ID,
    });
    expect(rail.incomingAccount).toBe('incoming:bankTransfer');
  });

  it('confirms only the exact amount and reference, however the statement spaces or cases it', async () => {
    const read = (amountPaisa: number, reference: string) =>
      rail.confirm(payIn, { kind: 'statement', amountPaisa, reference });
    await expect(read(1_250_050, ' ky-abcd- 2345 ')).resolves.toBeUndefined();
    await expect(read(1_250_000, 'KY-ABCD-2345')).rejects.toMatchObject({ code: 'payInMismatch' });
    await expect(read(1_250_050, 'KY-ABCD-2346')).rejects.toMatchObject({ code: 'payInMismatch' });
    await expect(read(1_250_050, 'ABCD-2345')).rejects.toMatchObject({ code: 'payInMismatch' });
  });

  it('leaves a refund to be sent back by hand', async () => {
    expect(await rail.refund(payIn, 100)).toMatchObject({ mode: 'manual' });
  });
});

describe('payment references', () => {
  it('draws KY- and eight characters that cannot be misread, all of the alphabet in use', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OI]/);
    const drawn = Array.from({ length: 2_000 }, newPaymentReference);
    for (const reference of drawn) expect(reference).toMatch(PAYMENT_REFERENCE);
    expect(new Set(drawn).size).toBe(drawn.length);
    const used = new Set(drawn.join('').replace(/KY|-/g, ''));
    expect(used.size).toBe(32);
  });
});
