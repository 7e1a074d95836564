import { useContractRoom, useContracts, useMoney, useSendOffer } from '@kaamyaab/shared-api/client';
import { ContractRoom, ContractsList, MoneyOverview, OfferForm } from '@kaamyaab/shared-ui/deals';

/* The company's side of the deal: the shared views, handed the company's models. */

export const CompanyContracts = () => <ContractsList {...useContracts('company')} />;

export const CompanyContractRoom = () => <ContractRoom {...useContractRoom('company')} />;

export const CompanyPayments = () => <MoneyOverview {...useMoney('company')} />;

/** The first offer to an accepted applicant; once sent, the contract's room opens. */
export const SendOffer = () => <OfferForm {...useSendOffer()} />;
