import { aContract } from '@kaamyaab/shared-api/testing';
import { dealMessages } from '@kaamyaab/shared-api/contract';
import {
  newOfferValues,
  offerErrors,
  offerValuesOf,
  quoteOf,
  rupeesOf,
  termsOf,
} from './offer-terms';

const valid = {
  title: 'Bakery storefront',
  scope: 'Design and build the storefront.',
  milestones: [
    { title: 'Design', amount: '25,000', dueDate: '2026-12-15' },
    { title: 'Build', amount: '25000.50', dueDate: '2026-12-30' },
  ],
};

describe('the offer form', () => {
  it('starts from the job title with one empty milestone', () => {
    expect(newOfferValues('React developer')).toEqual({
      title: 'React developer',
      scope: '',
      milestones: [{ title: '', amount: '', dueDate: '' }],
    });
  });

  it("names each milestone's error by its field, with the contract's sentences", () => {
    expect(offerErrors(valid)).toEqual({});
    expect(
      offerErrors({
        title: '',
        scope: 'x',
        milestones: [
          { title: '', amount: '', dueDate: '2026-12-15' },
          { title: 'Build', amount: '12', dueDate: 'soon' },
          { title: 'Fix', amount: 'abc', dueDate: '2026-12-30' },
        ],
      }),
    ).toEqual({
      title: dealMessages.titleRequired,
      'milestones.0.title': dealMessages.milestoneTitleRequired,
      'milestones.0.amount': dealMessages.amountRequired,
      'milestones.1.amount': dealMessages.amountInvalid,
      'milestones.1.dueDate': dealMessages.dueDateInvalid,
      'milestones.2.amount': dealMessages.amountInvalid,
    });
  });

  it('asks for at least one milestone', () => {
    expect(offerErrors({ ...valid, milestones: [] })).toEqual({
      milestones: dealMessages.milestonesRequired,
    });
  });

  it('sends paisa, and quotes the fee per milestone rounded down for the freelancer', () => {
    expect(termsOf(valid).milestones.map((m) => m.amountPaisa)).toEqual([2_500_000, 2_500_050]);
    // 5% of Rs 25,000 is Rs 1,250; of Rs 25,000.50 it is 125,002.5 paisa, rounded down.
    expect(quoteOf(valid, 500)).toEqual({
      totalPaisa: 5_000_050,
      feePaisa: 125_000 + 125_002,
      payeePaisa: 5_000_050 - 250_002,
    });
    expect(quoteOf(newOfferValues(), 500)).toEqual({ totalPaisa: 0, feePaisa: 0, payeePaisa: 0 });
  });

  it('prefills a counter-offer from the version it answers, in rupees as typed', () => {
    expect(rupeesOf(2_500_050)).toBe('25000.50');
    const [version] = aContract().versions;
    if (!version) throw new Error('The sample offer has a version');
    expect(offerValuesOf(version).milestones).toEqual([
      { title: 'Storefront design', amount: '50000', dueDate: '2026-12-15' },
    ]);
  });
});
