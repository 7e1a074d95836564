import { useContractRoom, useContracts, useMoney, useSendOffer } from '@kaamyaab/shared-api/client';
import { useUrlSearch } from '@kaamyaab/shared-api/router';
import { useDocumentMeta } from '@kaamyaab/shared-ui';
import {
  ContractRoom,
  ContractsList,
  MoneyOverview,
  OfferForm,
  useDealsT,
} from '@kaamyaab/shared-ui/deals';

/* The company's side of the deal: the shared views, handed the company's models. */

export const CompanyContracts = () => <ContractsList {...useContracts('company')} />;

const PAYMENT_KEYS = ['payment'] as const;

/** The room; back from JazzCash's checkout, the address names how the payment ended. */
export function CompanyContractRoom() {
  const { values } = useUrlSearch(PAYMENT_KEYS);
  return <ContractRoom {...useContractRoom('company')} paymentOutcome={values.payment} />;
}

export const CompanyPayments = () => <MoneyOverview {...useMoney('company')} />;

/** The first offer to an accepted applicant; once sent, the contract's room opens. */
export function SendOffer() {
  const { t } = useDealsT();
  useDocumentMeta(t('offer.heading'), t('meta.offer'));
  return <OfferForm {...useSendOffer()} />;
}
