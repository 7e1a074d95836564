import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../../i18n/i18n';
import { en } from '../../i18n/ui-reviews-strings';
import { ur } from '../../i18n/ui-reviews-ur';
import { itHasEveryKeyInBothLanguages, renderWithTheme } from '../../test-utils';
import { ContractReviews } from './contract-reviews';
import { ReviewForm } from './review-form';
import type { ContractReviewsView, ReviewView } from './review-types';

const aspects = ['quality', 'communication', 'deadlines'] as const;

const review = (overrides: Partial<ReviewView> = {}): ReviewView => ({
  id: 'r1',
  authorSide: 'company',
  authorName: 'Indus Labs',
  contractTitle: 'Storefront',
  overall: 4,
  ratings: { quality: 4, communication: 5, deadlines: 3 },
  text: 'Careful work, and the shop went live a day early.',
  createdAt: '2026-11-20T10:00:00.000Z',
  reply: null,
  ...overrides,
});

const view = (overrides: Partial<ContractReviewsView> = {}): ContractReviewsView => ({
  me: 'company',
  otherName: 'Ayesha Khan',
  window: 'open',
  closesAt: '2026-12-04T10:00:00.000Z',
  revealed: false,
  mine: null,
  theirsWritten: false,
  theirs: null,
  canReview: true,
  canReply: false,
  ...overrides,
});

describe('the review form', () => {
  afterEach(() => act(() => setLanguage('en')));

  itHasEveryKeyInBothLanguages(en, ur);

  it('takes stars from labelled radio groups by keyboard, the text and the private rating', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn().mockResolvedValue(null);
    renderWithTheme(<ReviewForm otherName="Ayesha Khan" aspects={aspects} onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Choose a rating').length).toBeGreaterThanOrEqual(4);

    // A keyboard reaches the stars: focus a group's first radio, arrow keys move the choice.
    const overall = screen.getByRole('group', { name: 'Overall' });
    within(overall).getByRole('radio', { name: '1 of 5 stars' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(overall).getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
    for (const [group, stars] of [
      ['Quality of work', '5'],
      ['Communication', '4'],
      ['Meeting deadlines', '3'],
    ] as const)
      await user.click(
        within(screen.getByRole('group', { name: group })).getByRole('radio', {
          name: `${stars} of 5 stars`,
        }),
      );
    const text = screen.getByRole('textbox', { name: 'Your review' });
    await user.type(text, 'Careful work, delivered early.');
    expect(screen.getByText(/30 of 2000 characters/)).toBeInTheDocument();
    expect(screen.getByText(/Only Kaamyaab sees this answer/)).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: /work with them again/ })).getByRole('radio', {
        name: '9',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(onSubmit).toHaveBeenCalledWith({
      overall: '4',
      ratings: { quality: '5', communication: '4', deadlines: '3' },
      text: 'Careful work, delivered early.',
      privateRating: '9',
    });
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn().mockResolvedValue('The time to review this contract has passed.');
    renderWithTheme(<ReviewForm otherName="Ayesha" aspects={aspects} onSubmit={onSubmit} />);
    for (const group of ['Overall', 'Quality of work', 'Communication', 'Meeting deadlines'])
      await user.click(
        within(screen.getByRole('group', { name: group })).getByRole('radio', {
          name: '5 of 5 stars',
        }),
      );
    await user.type(screen.getByRole('textbox'), 'Twenty characters and more.');
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('has passed');
  });

  it('says it waits for the other review, then shows both side by side', () => {
    const props = { shown: true, aspects, submit: jest.fn(), reply: jest.fn() };
    const { rerender } = renderWithTheme(
      <ContractReviews
        {...props}
        load={{ status: 'ready', reviews: view({ mine: review(), canReview: false }) }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/Waiting for Ayesha Khan’s review until/);
    rerender(
      <ContractReviews
        {...props}
        load={{
          status: 'ready',
          reviews: view({
            mine: review(),
            theirs: review({
              id: 'r2',
              authorSide: 'freelancer',
              authorName: 'Ayesha Khan',
              ratings: { clarity: 5, communication: 4, payingOnTime: 5 },
              text: 'A clear brief, quick answers and paid on the day.',
            }),
            theirsWritten: true,
            revealed: true,
            canReview: false,
            canReply: true,
          }),
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ayesha Khan’s review' })).toBeInTheDocument();
    expect(screen.getByText('Paying on time')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your public reply' })).toBeInTheDocument();
  });

  it('speaks Urdu', async () => {
    await act(() => setLanguage('ur'));
    renderWithTheme(<ReviewForm otherName="Ayesha" aspects={aspects} onSubmit={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'مجموعی' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ریویو بھیجیں' })).toBeInTheDocument();
  });
});
