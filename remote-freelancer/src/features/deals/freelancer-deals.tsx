import { useContractRoom, useContracts, useMoney } from '@kaamyaab/shared-api/client';
import { ContractRoom, ContractsList, MoneyOverview } from '@kaamyaab/shared-ui/deals';

import { FreelancerRoomReviews } from '../reviews/freelancer-reviews';

/* The freelancer's side of the deal: the shared views, handed the freelancer's models. */

export const FreelancerContracts = () => <ContractsList {...useContracts('freelancer')} />;

export function FreelancerContractRoom() {
  const room = useContractRoom('freelancer');
  return (
    <ContractRoom {...room}>
      <FreelancerRoomReviews contract={room.contract} />
    </ContractRoom>
  );
}

export const FreelancerEarnings = () => <MoneyOverview {...useMoney('freelancer')} />;
