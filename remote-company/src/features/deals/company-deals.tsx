import { useContractRoom, useContracts, useMoney, useSendOffer } from '@kaamyaab/shared-api/client';
import { useDocumentMeta } from '@kaamyaab/shared-ui';
import {
  ContractRoom,
  ContractsList,
  MoneyOverview,
  OfferForm,
  useDealsT,
} from '@kaamyaab/shared-ui/deals';

import { CompanyRoomReviews } from '../reviews/company-reviews';

/* The company's side of the deal: the shared views, handed the company's models. */

export const CompanyContracts = () => <ContractsList {...useContracts('company')} />;

export function CompanyContractRoom() {
  const room = useContractRoom('company');
  return (
    <ContractRoom {...room}>
      <CompanyRoomReviews contract={room.contract} />
    </ContractRoom>
  );
}

export const CompanyPayments = () => <MoneyOverview {...useMoney('company')} />;

/** The first offer to an accepted applicant; once sent, the contract's room opens. */
export function SendOffer() {
  const { t } = useDealsT();
  useDocumentMeta(t('offer.heading'), t('meta.offer'));
  return <OfferForm {...useSendOffer()} />;
}
