import { addTranslations, useT } from '@kaamyaab/shared-ui';

/**
 * The words of shared-ui's account and conversation components (login, passwords, the profile,
 * 'Hold Tight!', the dashboard frame, the bell, Messages). Sentences of the contract
 * they show (validation, the API's errors, the send-back reasons) are translated by shared-api.
 */
export const en = {
  credentials: {
    email: 'Email',
    password: 'Password',
    rememberMe: 'Remember me',
    login: 'Login',
  },
  password: {
    heading: 'Change password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    hint: 'At least 8 characters.',
    submit: 'Change password',
    changed: 'Your password has been changed. You have been logged out everywhere else.',
  },
  verification: {
    region: 'Verify your email',
    // The sentence around the address, which is shown apart (bold, left to right) between them.
    beforeEmail: 'Please verify your email address: open the link we sent to ',
    afterEmail: '. It keeps your account yours, and lets you reset your password if you forget it.',
    sending: 'Sending...',
    resend: 'Resend verification email',
  },
  closeAccount: {
    heading: 'Close your account',
    password: 'Your password',
    submit: 'Close my account',
    confirmTitle: 'Close your account for good?',
    confirm: 'Yes, close my account',
    warning: 'This cannot be undone. You will be logged out everywhere.',
  },
  profile: {
    heading: 'Profile',
    saved: 'Your profile has been updated.',
    edit: 'Edit profile',
    save: 'Save changes',
    cancel: 'Cancel',
  },
  correction: {
    form: 'Correct your details',
    receipt: 'New proof of registration fee (image or PDF)',
    sending: 'Sending...',
    submit: 'Send corrections',
  },
  review: {
    logout: 'Logout',
    loggingOut: 'Logging out...',
    title: 'Hold Tight!',
    body: 'Your account is under review and will be approved soon in next 24 hours.',
    corrected: 'Thank you. Your corrections were sent, and your account is back in review.',
    correctHeading: 'Please correct your details',
    note: 'Note from our team: “{{note}}”',
    explore: 'Explore',
  },
  frame: {
    nav: 'Dashboard',
    brand: 'Kaamyaab',
    profile: 'Profile',
    logout: 'Logout',
    loggingOut: 'Logging out...',
    accountMenu: 'Account menu for {{name}}',
    messages: 'Messages',
    messagesUnread_one: 'Messages, {{count}} unread',
    messagesUnread_other: 'Messages, {{count}} unread',
  },
  bell: {
    title: 'Notifications',
    unread_one: 'Notifications, {{count}} unread',
    unread_other: 'Notifications, {{count}} unread',
    markAllRead: 'Mark all as read',
    failed: 'Notifications could not be loaded.',
    loading: 'Loading...',
    empty: 'Nothing new yet.',
  },
  conversation: {
    label: 'Conversation with {{name}}',
    contact: 'Contact details',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    notGiven: 'Not given',
    older: 'Show earlier messages',
    messages: 'Messages',
    none: 'No messages yet. Say salaam!',
    fromMe: 'You · ',
    yourMessage: 'Your message',
    sending: 'Sending...',
    send: 'Send',
  },
  inbox: {
    heading: 'Messages',
    description: 'Your Kaamyaab conversations.',
    failed: 'Messages could not be loaded.',
    loadMore: 'Load more',
    empty: 'No conversations yet. They start from an application.',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
    fromMe: 'You: ',
    noMessages: 'No messages yet.',
  },
  conversationPage: {
    title: 'Conversation',
    description: 'A Kaamyaab conversation about an application.',
  },
  list: {
    loading: 'Loading...',
  },
};

export const uiAccountStrings = {
  en,
  ur: () =>
    import(/* webpackChunkName: "urdu-ui-account" */ './ui-account-ur').then((module) => module.ur),
};
addTranslations('ui-account', uiAccountStrings);

/** The translate function of these components; importing it registers their strings. */
export const useAccountT = () => useT('ui-account');
