import { addTranslations, useT } from '@kaamyaab/shared-ui';

/**
 * The words of reports, a hidden message and an account deactivated for cause
 * (docs/decisions/033-enforcement.md). People's own words (a report, an admin's text, an appeal)
 * are never translated.
 */
export const en = {
  report: {
    open: 'Report',
    openLabel: 'Report {{what}}',
    heading: 'Report {{what}}',
    reason: 'Why are you reporting it?',
    text: 'What happened?',
    textHint: 'Our team reads every report. The person reported is not told who sent it.',
    send: 'Send report',
    sending: 'Sending...',
    cancel: 'Cancel',
    sent: 'Thank you. Our team will look at it and tell you the outcome.',
  },
  reasons: {
    spam: 'Spam or advertising',
    scam: 'Scam or fraud',
    offPlatformPayment: 'Asks for payment outside Kaamyaab',
    offensive: 'Offensive or abusive',
    fakeProfile: 'Fake profile or impersonation',
    other: 'Something else',
  },
  hidden: 'Removed by Kaamyaab: {{reason}}',
  standing: {
    heading: 'Your account is deactivated',
    reason: 'Reason: {{reason}}',
    ourWords: 'What our team wrote to you',
    since: 'Deactivated on {{date}}.',
    payouts: 'You can still sign in and ask for a payout of the money you earned: it is yours.',
    appealHeading: 'Appeal',
    appealIntro: 'If you think this is a mistake, tell us why. You can send one appeal.',
    appealLabel: 'Your appeal',
    send: 'Send appeal',
    sending: 'Sending...',
    pending: 'Your appeal was sent on {{date}}. We will tell you our decision here and by email.',
    upheld: 'Your appeal was reviewed on {{date}} and the deactivation stands.',
    reply: 'Our reply',
    yourAppeal: 'Your appeal',
  },
  causes: {
    fraud: 'Fraud',
    offPlatformPayment: 'Taking payments outside Kaamyaab',
    abuse: 'Abuse of other people',
    fakeIdentity: 'A fake identity',
    repeatedSpam: 'Repeated spam',
    other: 'Breaking the terms of use',
  },
};

export const uiModerationStrings = {
  en,
  ur: () =>
    import(/* webpackChunkName: "urdu-ui-moderation" */ './ui-moderation-ur').then(
      (module) => module.ur,
    ),
};
addTranslations('ui-moderation', uiModerationStrings);

/** The moderation's translate function; importing it registers its strings. */
export const useModerationT = () => useT('ui-moderation');
