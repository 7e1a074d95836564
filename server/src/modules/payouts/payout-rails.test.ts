import { readPayoutDestination } from '@kaamyaab/shared-api/contract';
import { loadConfig } from '../../config/env';
import { productionEnv } from '../../../test/production-env';
import { bankFileCsv, bankFileField, rupeesWithPaisa } from './bank-file.rail';
import { payoutRailsOf } from './payouts.context';
import { SIMULATOR_CLOSED_IBAN, SIMULATOR_CLOSED_WALLET, simulatedOutcome } from './simulator.rail';

const production = productionEnv();

const payout = (accountNumber: string, kind: 'iban' | 'jazzcash' = 'iban', netPaisa = 100_000) => ({
  id: 'p1',
  reference: 'KY0123456789ABCDEF',
  kind,
  accountNumber,
  accountTitle: 'Ayesha Khan',
  netPaisa,
});

describe('the payout rails', () => {
  it('offers the simulator outside production only, and production refuses to turn it on', () => {
    expect(Object.keys(payoutRailsOf(loadConfig({})))).toEqual(['bankFile', 'simulator']);
    expect(Object.keys(payoutRailsOf(loadConfig(production)))).toEqual(['bankFile']);
    expect(() => loadConfig({ ...production, PAYOUT_SIMULATOR: 'on' })).toThrow(/PAYOUT_SIMULATOR/);
    expect(() => loadConfig({ PAYOUT_MIN_PAISA: '1000', PAYOUT_FEE_BANK_PAISA: '1000' })).toThrow(
      /PAYOUT_MIN_PAISA/,
    );
  });

  it("fails the simulator's documented numbers and a wallet above its limit, pays the rest", () => {
    expect('number' in readPayoutDestination('iban', SIMULATOR_CLOSED_IBAN)).toBe(true);
    expect(simulatedOutcome(payout(SIMULATOR_CLOSED_IBAN))).toMatchObject({
      outcome: 'failed',
      reason: 'Account closed',
    });
    expect(simulatedOutcome(payout(SIMULATOR_CLOSED_WALLET, 'jazzcash'))).toMatchObject({
      outcome: 'failed',
    });
    expect(simulatedOutcome(payout('03001234567', 'jazzcash', 5_000_001))).toMatchObject({
      outcome: 'failed',
      reason: 'Wallet limit exceeded',
    });
    expect(simulatedOutcome(payout('PK36SCBL0000001123456702'))).toMatchObject({
      outcome: 'paid',
      bankReference: 'SIM-KY0123456789ABCDEF',
    });
  });

  it('writes amounts by integer arithmetic and keeps typed titles from being formulas', () => {
    expect(rupeesWithPaisa(5)).toBe('0.05');
    expect(rupeesWithPaisa(1_234_505)).toBe('12345.05');
    expect(bankFileField('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(bankFileField('Khan "Jr"')).toBe('"Khan ""Jr"""');
    const csv = bankFileCsv('PK36MEZN0000001123456702', {
      id: 'b1',
      createdAt: new Date(),
      payouts: [payout('PK36SCBL0000001123456702')],
    });
    expect(csv.split('\r\n')[1]).toBe(
      '"1","PK36MEZN0000001123456702","PK36SCBL0000001123456702","SCBL","Ayesha Khan","1000.00","PKR","KY0123456789ABCDEF","IBFT"',
    );
  });
});
