import { SendOffer } from '../features/deals/company-deals';

/** Exposed as './SendOfferPage': /company-dashboard/offers/:applicationId. */
export default SendOffer;
