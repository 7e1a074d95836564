import {
  useContractInvoices,
  useContractRoom,
  useContracts,
  useMoney,
  useMyInvoices,
  useSendOffer,
} from '@kaamyaab/shared-api/client';
import { useUrlSearch } from '@kaamyaab/shared-api/router';
import { useDocumentMeta } from '@kaamyaab/shared-ui';
import {
  ContractRoom,
  ContractsList,
  InvoiceLinks,
  MoneyOverview,
  OfferForm,
  useDealsT,
} from '@kaamyaab/shared-ui/deals';
import { CompanyRoomDisputes } from '../disputes/company-disputes';
import { CompanyRoomReviews } from '../reviews/company-reviews';

/* The company's side of the deal: the shared views, handed the company's models. */

export const CompanyContracts = () => <ContractsList {...useContracts('company')} />;

const PAYMENT_KEYS = ['payment'] as const;

/** The room; back from JazzCash's checkout, the address names how the payment ended. */
export function CompanyContractRoom() {
  const { values } = useUrlSearch(PAYMENT_KEYS);
  const room = useContractRoom('company');
  const invoices = useContractInvoices(room.contract);
  return (
    <ContractRoom {...room} invoices={invoices} paymentOutcome={values.payment}>
      <CompanyRoomDisputes contract={room.contract} />
      <CompanyRoomReviews contract={room.contract} />
    </ContractRoom>
  );
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
