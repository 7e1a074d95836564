import {
  earningsStatementHref,
  useContractInvoices,
  useContractRoom,
  useContracts,
  useMoney,
  useMyInvoices,
} from '@kaamyaab/shared-api/client';
import {
  ContractRoom,
  ContractsList,
  EarningsStatementLinks,
  InvoiceLinks,
  MoneyOverview,
} from '@kaamyaab/shared-ui/deals';
import { FreelancerRoomDisputes } from '../disputes/freelancer-disputes';
import { FreelancerRoomReviews } from '../reviews/freelancer-reviews';

/* The freelancer's side of the deal: the shared views, handed the freelancer's models. */

export const FreelancerContracts = () => <ContractsList {...useContracts('freelancer')} />;

export function FreelancerContractRoom() {
  const room = useContractRoom('freelancer');
  const invoices = useContractInvoices(room.contract);
  return (
    <ContractRoom {...room} invoices={invoices}>
      <FreelancerRoomDisputes contract={room.contract} />
      <FreelancerRoomReviews contract={room.contract} />
    </ContractRoom>
  );
}

/** The earnings, the invoices of every release, and the statements of this year and the last. */
export function FreelancerEarnings() {
  const invoices = useMyInvoices();
  const year = new Date().getFullYear();
  return (
    <>
      <MoneyOverview {...useMoney('freelancer')} />
      <InvoiceLinks invoices={invoices} />
      <EarningsStatementLinks years={[year, year - 1]} hrefOf={earningsStatementHref} />
    </>
  );
}
