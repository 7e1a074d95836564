import type { PayoutFeeClass, PayoutTermsDto } from '@kaamyaab/shared-api/contract';
import type { AppConfig } from '../../config/env';
import type { EventBus } from '../../lib/event-bus';
import type { ServiceContext } from '../../lib/service-context';
import { bankFileRail } from './bank-file.rail';
import type { PayoutRails } from './payout-rail';
import { simulatorRail } from './simulator.rail';

/** What the payouts services need besides the database: the terms, the rails, the bus. */
export interface PayoutsContext extends ServiceContext {
  terms: PayoutTerms;
  rails: PayoutRails;
  bus: EventBus;
}

export interface PayoutTerms {
  minimumPaisa: number;
  feePaisa: Record<PayoutFeeClass, number>;
  secondApprovalAbovePaisa: number;
}

export function payoutTermsOf(config: AppConfig): PayoutTerms {
  return {
    minimumPaisa: config.PAYOUT_MIN_PAISA,
    feePaisa: { bank: config.PAYOUT_FEE_BANK_PAISA, wallet: config.PAYOUT_FEE_WALLET_PAISA },
    secondApprovalAbovePaisa: config.PAYOUT_SECOND_APPROVAL_PAISA,
  };
}

export const presentTerms = (terms: PayoutTerms): PayoutTermsDto => ({ ...terms });

/** The bank file always; the simulator where the configuration offers it (never production). */
export function payoutRailsOf(config: AppConfig): PayoutRails {
  return {
    bankFile: bankFileRail(config.PLATFORM_BANK_IBAN),
    ...(config.payoutSimulator && { simulator: simulatorRail }),
  };
}
