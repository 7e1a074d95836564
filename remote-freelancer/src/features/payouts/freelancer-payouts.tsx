import { useFreelancerPayouts } from '@kaamyaab/shared-api/client';
import { rupeesToPaisa } from '@kaamyaab/shared-api/contract';
import { PayoutsPanel } from '@kaamyaab/shared-ui/deals';

/** The freelancer's payouts: methods, asking with the fee shown first, the history. */
export function FreelancerPayouts() {
  return <PayoutsPanel {...useFreelancerPayouts()} paisaOf={rupeesToPaisa} />;
}
