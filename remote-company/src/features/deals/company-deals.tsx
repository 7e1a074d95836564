import { useContractRoom, useContracts, useMoney, useSendOffer } from '@kaamyaab/shared-api/client';
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

export const CompanyContractRoom = () => <ContractRoom {...useContractRoom('company')} />;

export const CompanyPayments = () => <MoneyOverview {...useMoney('company')} />;

/** The first offer to an accepted applicant; once sent, the contract's room opens. */
export function SendOffer() {
  const { t } = useDealsT();
  useDocumentMeta(t('offer.heading'), t('meta.offer'));
  return <OfferForm {...useSendOffer()} />;
}
