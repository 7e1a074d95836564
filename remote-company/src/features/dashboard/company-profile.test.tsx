import { MemoryRouter } from 'react-router-dom';
import {
  aCompany,
  itEditsTheProfile,
  itLoadsTheProfileCard,
  signIn,
  signOutAfterEach,
} from '@kaamyaab/shared-api/testing';
import { renderWithTheme } from '../test-fixtures';
import { CompanyProfile } from './company-profile';

const whole = aCompany({ isActive: false });

const renderProfile = () =>
  renderWithTheme(
    <MemoryRouter>
      <CompanyProfile />
    </MemoryRouter>,
  );

describe('CompanyProfile', () => {
  beforeEach(() => signIn('company', { company: whole }));
  signOutAfterEach();

  const card = { role: 'company', whole, renderProfile } as const;

  itLoadsTheProfileCard(card, {
    what: 'the POC ID and NTN from the session',
    shown: [
      'Indus Digital Labs',
      'Bilal Ahmed',
      'A product studio in Karachi.',
      'hiring@indus.pk',
      '42101-7654321-3',
      '1234567-8',
      'Pending',
    ],
    secret: '42101',
  });

  itEditsTheProfile(card, {
    what: 'edits the point of contact, saying it goes back for review, and shows the saved card',
    notice: /point of contact sends your account back/,
    label: 'Point of contact name',
    value: 'Sana Mir',
    saved: { ...whole, pocName: 'Sana Mir' },
    sent: (form) => expect(form.get('pocName')).toBe('Sana Mir'),
  });
});
