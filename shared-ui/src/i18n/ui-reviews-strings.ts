import { addTranslations, useT } from '@kaamyaab/shared-ui';

/**
 * The words of the reviews (docs/decisions/030-reviews.md): the contract room's section and each
 * party's "Reviews" page. People's own words (reviews, replies) are never translated.
 */
export const en = {
  meta: {
    page: 'What the people you worked with on Kaamyaab said about you.',
  },
  section: {
    heading: 'Reviews',
    loading: 'Loading reviews...',
    failed: 'Reviews could not be loaded. Please try again later.',
    notOpen: 'Reviews open when a contract ends with money released to the freelancer.',
    open: 'You can review {{name}} until {{date}}. Neither of you sees the other’s review until both are written or the time is up.',
    closed: 'The time to review this contract has passed.',
    waiting: 'Waiting for {{name}}’s review until {{date}}. Both reviews are shown together.',
    theyWrote: '{{name}} has reviewed you: write yours to see it.',
    yours: 'Your review',
    theirs: '{{name}}’s review',
    none: 'No review.',
    noEdits:
      'A review cannot be changed once sent, so that neither side can answer the other’s by editing theirs.',
  },
  form: {
    heading: 'Review {{name}}',
    overall: 'Overall',
    stars: '{{count}} of 5 stars',
    text: 'Your review',
    textHint: '{{min}} to {{max}} characters: what was it like to work together?',
    counter: '{{count}} of {{max}} characters',
    privateRating: 'How likely are you to work with them again? (0 to 10)',
    privateNote: 'Only Kaamyaab sees this answer: never {{name}}, never anyone else.',
    send: 'Send review',
    sending: 'Sending...',
    required: 'Choose a rating',
  },
  aspects: {
    quality: 'Quality of work',
    communication: 'Communication',
    deadlines: 'Meeting deadlines',
    clarity: 'Clarity of the brief',
    payingOnTime: 'Paying on time',
  },
  reply: {
    label: 'Your public reply',
    send: 'Reply',
    heading: 'Reply from {{name}}',
    mine: 'Your reply',
  },
  page: {
    heading: 'Reviews',
    intro: 'Reviews about you, shown once both sides wrote theirs or the 14 days passed.',
    count: '{{count}} reviews',
    average: 'Average: {{value}} of 5',
    none: 'No reviews about you yet.',
    more: 'Show more',
    on: 'On {{title}}',
  },
};

export const uiReviewsStrings = {
  en,
  ur: () =>
    import(/* webpackChunkName: "urdu-ui-reviews" */ './ui-reviews-ur').then((module) => module.ur),
};
addTranslations('ui-reviews', uiReviewsStrings);

/** The reviews' translate function; importing it registers their strings. */
export const useReviewsT = () => useT('ui-reviews');
