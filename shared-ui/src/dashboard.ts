// @kaamyaab/shared-ui/dashboard: the signed-in frame, profile, conversations and notices.
export * from './components/close-account/close-account-section';
export * from './components/own-profile/own-profile';
export * from './components/own-profile/profile-edit-form';
export * from './components/toggle-switch/toggle-switch';
export * from './components/tabs/tabs';
export * from './components/dashboard-frame/dashboard-frame';
export * from './components/dashboard-frame/party-dashboard';
export * from './components/notification-bell/notification-bell';
export * from './components/conversation/conversation-view';
export * from './components/conversation/inbox-list';
export * from './components/conversation/messages-pages';
export * from './components/under-review/under-review';
export * from './components/change-password/change-password-form';
export * from './components/email-verification/email-verification-notice';
export * from './components/correction-form/correction-form';
export * from './components/application-card/application-card.styles';
export * from './components/application-card/card-heading';
