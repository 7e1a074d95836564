import { useLocation } from './react-router-exports';

/** Why someone arrives at a login form, said above it: a bare redirect leaves them guessing. */
export interface ArrivalNotice {
  tone: 'success' | 'info';
  message: string;
}

/** The navigation state a sign-up hands to its login: whether an administrator reviews it first. */
export const signedUpState = (reviewed: boolean) => ({ signedUp: reviewed ? 'reviewed' : 'ready' });

const notices = {
  reviewed: {
    tone: 'success',
    message:
      'Your account has been created. We have emailed you a link to verify your address. Our team reviews new accounts within 24 hours; log in to follow its status.',
  },
  ready: {
    tone: 'success',
    message:
      'Your account has been created. We have emailed you a link to verify your address. Please log in.',
  },
  passwordReset: { tone: 'success', message: 'Your password has been changed. Please log in.' },
  guarded: { tone: 'info', message: 'Please log in to continue.' },
} as const satisfies Record<string, ArrivalNotice>;

/** The navigation state a password reset hands to the role's login. */
export const passwordResetState = () => ({ passwordReset: true });

/** The notice for the state a login form was opened with: a sign-up, a reset, or a guard. */
export function useArrivalNotice(): ArrivalNotice | null {
  const state = useLocation().state as {
    signedUp?: unknown;
    from?: unknown;
    passwordReset?: unknown;
  } | null;
  if (state?.passwordReset === true) return notices.passwordReset;
  if (state?.signedUp === 'reviewed') return notices.reviewed;
  if (state?.signedUp === 'ready') return notices.ready;
  if (typeof state?.from === 'string') return notices.guarded;
  return null;
}
