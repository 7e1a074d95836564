import {
  useContractInvoices,
  useContractRoom,
  useContracts,
  useMoney,
  useMyInvoices,
  useSendOffer,
} from '@kaamyaab/shared-api/client';
import { useDocumentMeta } from '@kaamyaab/shared-ui';
import {
  ContractRoom,
  ContractsList,
  InvoiceLinks,
  MoneyOverview,
  OfferForm,
  useDealsT,
} from '@kaamyaab/shared-ui/deals';

/* The company's side of the deal: the shared views, handed the company's models. */

export const CompanyContracts = () => <ContractsList {...useContracts('company')} />;

export function CompanyContractRoom() {
  const room = useContractRoom('company');
  const invoices = useContractInvoices(room.contract);
  return <ContractRoom {...room} invoices={invoices} />;
}

/** The payments and the invoices of every release. */
export function CompanyPayments() {
  const invoices = useMyInvoices();
  return (
    <>
      <MoneyOverview {...useMoney('company')} />
      <InvoiceLinks invoices={invoices} />
    </>
  );
}

/** The first offer to an accepted applicant; once sent, the contract's room opens. */
export function SendOffer() {
  const { t } = useDealsT();
  useDocumentMeta(t('offer.heading'), t('meta.offer'));
  return <OfferForm {...useSendOffer()} />;
}
