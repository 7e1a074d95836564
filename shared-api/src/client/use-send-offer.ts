import { useNavigate, useParams, useSearchParams } from '@kaamyaab/shared-api/router';
import {
  DEFAULT_FEE_BPS,
  MAX_MILESTONES_PER_OFFER,
  sendOffer,
} from '@kaamyaab/shared-api/contract';
import { dealsApi } from './deals';
import { dealFailure } from './deal-intents';
import { newOfferValues, offerErrors, quoteOf, termsOf, type OfferFormValues } from './offer-terms';
import { contractPath } from './deal-paths';

/**
 * A company's first offer to the accepted application at `offers/:applicationId`: the job's
 * title as the offer's (`?title=`), the platform's default fee until the contract fixes its own,
 * and once sent, the contract's room.
 */
export function useSendOffer() {
  const { applicationId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return {
    kind: 'offer' as const,
    initialValues: newOfferValues(search.get('title') ?? ''),
    feeBps: DEFAULT_FEE_BPS,
    maxMilestones: MAX_MILESTONES_PER_OFFER,
    validate: offerErrors,
    quote: (values: OfferFormValues) => quoteOf(values, DEFAULT_FEE_BPS),
    onSubmit: async (values: OfferFormValues) => {
      try {
        const contract = await dealsApi.sendOffer({ applicationId, ...termsOf(values) });
        navigate(contractPath('company', contract.id));
        return null;
      } catch (error) {
        return dealFailure(error, sendOffer);
      }
    },
  };
}
