import { aCompany, describeProfileCard, renderInArea } from '@kaamyaab/shared-api/testing';
import { CompanyProfile } from './company-profile';

const whole = aCompany({ isActive: false });

describeProfileCard(
  'CompanyProfile',
  { role: 'company', whole, renderProfile: () => renderInArea(<CompanyProfile />) },
  {
    edit: {
      what: 'edits the point of contact, saying it goes back for review, and shows the saved card',
      notice: /point of contact sends your account back/,
      field: { label: 'Point of contact name', name: 'pocName' },
      value: 'Sana Mir',
    },
    loads: {
      what: 'the POC ID and NTN from the session',
      shown: [
        whole.companyName,
        whole.pocName,
        whole.bio,
        whole.email,
        whole.pocId,
        whole.companyNtn,
        'Pending',
      ],
      secret: '42101',
    },
  },
);
