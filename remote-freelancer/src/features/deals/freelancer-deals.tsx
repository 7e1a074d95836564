import { useContractRoom, useContracts, useMoney } from '@kaamyaab/shared-api/client';
import { ContractRoom, ContractsList, MoneyOverview } from '@kaamyaab/shared-ui/deals';

/* The freelancer's side of the deal: the shared views, handed the freelancer's models. */

export const FreelancerContracts = () => <ContractsList {...useContracts('freelancer')} />;

export const FreelancerContractRoom = () => <ContractRoom {...useContractRoom('freelancer')} />;

export const FreelancerEarnings = () => <MoneyOverview {...useMoney('freelancer')} />;
