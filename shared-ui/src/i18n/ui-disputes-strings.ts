import { addTranslations, useT } from '@kaamyaab/shared-ui';

/**
 * The words of the disputes (docs/decisions/031-disputes.md): the contract room's section and
 * the admins' pages. People's own words (statements) are never translated; an admin's reason is
 * written in both languages and shown in the reader's.
 */
export const en = {
  section: {
    heading: 'Disputes',
    loading: 'Loading disputes...',
    failed: 'Disputes could not be loaded. Please try again later.',
    intro:
      'If you cannot agree on submitted work, open a dispute: the automatic release stops until it is settled. Disputes are free.',
    none: 'No disputes on this contract.',
  },
  status: {
    awaitingAnswer: 'Waiting for an answer',
    awaitingDecision: 'Waiting for a Kaamyaab admin',
    resolved: 'Settled',
  },
  side: {
    company: 'The company',
    freelancer: 'The freelancer',
  },
  card: {
    heading: 'Dispute on “{{title}}”',
    held: 'In dispute: {{amount}}',
    opened: '{{side}} opened it on {{date}}',
    due: 'Answer due by {{date}}. Without an answer, it is decided for {{side}}.',
    asks: '{{side}} thinks fair to the freelancer: {{amount}}',
    answerHeading: 'The answer',
    evidence: 'Evidence',
    file: 'File ({{type}})',
    message: 'Message',
    submission: 'Submitted work',
    outcome: 'Outcome',
    paid: 'To the freelancer: {{amount}}',
    refunded: 'Back to the company: {{amount}}',
    how: {
      accepted: 'Settled: one side accepted the other’s amount.',
      noAnswer: 'Decided for the side that opened it: no answer came in time.',
      admin: 'Decided by a Kaamyaab admin.',
    },
    reason: 'Reason',
    fee: 'No fee for the dispute; the usual platform fee is taken from what is released.',
  },
  form: {
    openHeading: 'Open a dispute',
    milestone: 'Milestone',
    choose: 'Choose a milestone',
    statement: 'What went wrong',
    answerStatement: 'Your side of it',
    amount: 'Amount you think fair to the freelancer (Rs)',
    attach: 'Attach submitted work as evidence',
    open: 'Open dispute',
    answerHeading: 'Answer the dispute',
    answer: 'Send answer',
    accept: 'Accept {{amount}} to the freelancer',
    files: 'Add files (images or PDF)',
    addFiles: 'Add evidence',
    sending: 'Sending...',
    noneToDispute:
      'No milestone can be disputed now: only submitted work or work sent back for changes can.',
  },
  reasons: {
    workNotDelivered: 'The work was not delivered',
    workIncomplete: 'The work was delivered in part',
    workAsAgreed: 'The work was delivered as agreed',
    scopeChanged: 'The work asked for went beyond the agreed scope',
    sharedFault: 'Both sides share the fault',
    other: 'Another reason (see the note)',
  },
  admin: {
    title: 'Disputes',
    metaDescription: 'Disputes over milestones waiting for an admin, and those settled.',
    listHeading: 'Disputes',
    filter: 'Show',
    loading: 'Loading disputes...',
    failed: 'Disputes could not be loaded. Please try again.',
    none: 'No disputes here.',
    more: 'Show more',
    open: 'Open',
    between: '{{company}} and {{freelancer}}',
    decideHeading: 'Decide the split',
    freelancerAmount: 'Amount to the freelancer (Rs)',
    rest: 'The rest goes back to the company.',
    reasonCode: 'Reason',
    chooseReason: 'Choose a reason',
    reasonEn: 'The reason, in English',
    reasonUr: 'The reason, in Urdu',
    decide: 'Decide',
    decided: 'Decided: both parties have been told.',
    back: 'All disputes',
  },
};

export const uiDisputesStrings = {
  en,
  ur: () =>
    import(/* webpackChunkName: "urdu-ui-disputes" */ './ui-disputes-ur').then(
      (module) => module.ur,
    ),
};
addTranslations('ui-disputes', uiDisputesStrings);

/** The disputes' translate function; importing it registers their strings. */
export const useDisputesT = () => useT('ui-disputes');
