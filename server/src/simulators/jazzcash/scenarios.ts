/**
 * What the simulated checkout does, chosen by the mobile number the payer types (any 4-digit
 * MPIN is accepted). Listed on the checkout page itself, for whoever demonstrates it.
 */
export type Scenario = 'success' | 'failure' | 'timeout' | 'late' | 'duplicate';

export interface ScenarioRow {
  mobile: string;
  scenario: Scenario;
  says: string;
}

export const scenarios: readonly ScenarioRow[] = [
  {
    mobile: '03123456789',
    scenario: 'success',
    says: 'Paid: the browser returns to the merchant and the IPN is sent.',
  },
  {
    mobile: '03000000001',
    scenario: 'failure',
    says: 'Refused for insufficient balance: the return and the IPN say so.',
  },
  {
    mobile: '03000000002',
    scenario: 'timeout',
    says: 'Paid, but neither the return nor the IPN arrives: only a status inquiry finds it.',
  },
  {
    mobile: '03000000003',
    scenario: 'late',
    says: 'Paid; no return; the IPN comes late (JAZZCASH_SIM_LATE_MS, 5 s by default).',
  },
  {
    mobile: '03000000004',
    scenario: 'duplicate',
    says: 'Paid; the return, then the IPN twice.',
  },
];

/** Any other number is paid as `success`, as a real account with money would be. */
export const scenarioOf = (mobile: string): Scenario =>
  scenarios.find((row) => row.mobile === mobile.replace(/\D/g, ''))?.scenario ?? 'success';

export const FAILURE = { code: '210', message: 'Insufficient balance in the mobile account.' };
export const SUCCESS = {
  code: '000',
  message: 'Thank you for Using JazzCash, your transaction was successful.',
};

/** A voucher to pay over the counter was issued: pending until an agent takes the cash. */
export const VOUCHER_ISSUED = {
  code: '124',
  message: 'Voucher issued: pay it at any JazzCash agent before it expires.',
};
