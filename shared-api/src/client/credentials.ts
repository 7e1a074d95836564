import { useCallback, useEffect, useState } from 'react';
import {
  changePassword,
  emailVerificationStatus,
  forgotPassword,
  resendVerification,
  resetPassword,
  verifyEmail,
  type CredentialRole,
  type EmailVerificationDto,
} from '@kaamyaab/shared-api/contract';
import { call } from './call';
import { logger } from '../logger';
import { catalogueFor, describeError } from './describe-error';
import { flowWords } from './flow-words';

/**
 * Forgotten and changed passwords and email verification (credentials.endpoints.ts) as named
 * calls, so a component test can replace one with jest.spyOn.
 */
export const credentialsApi = {
  forgotPassword: async (role: CredentialRole, email: string) =>
    (await call(forgotPassword, { body: { role, email } })).message,
  resetPassword: async (token: string, password: string) =>
    (await call(resetPassword, { body: { token, password } })).data.role,
  changePassword: async (currentPassword: string, newPassword: string) =>
    (await call(changePassword, { body: { currentPassword, newPassword } })).message,
  verifyEmail: async (token: string) => (await call(verifyEmail, { body: { token } })).data.role,
  emailVerification: async () => (await call(emailVerificationStatus, {})).data,
  resendVerification: async () => {
    const answer = await call(resendVerification, {});
    return { ...answer.data, message: answer.message };
  },
};

export const forgotPasswordErrors = catalogueFor(
  forgotPassword,
  flowWords('The email could not be sent. Please try again later.'),
);
export const resetPasswordErrors = catalogueFor(
  resetPassword,
  flowWords('The password could not be changed. Please try again later.'),
);
export const changePasswordErrors = catalogueFor(
  changePassword,
  flowWords('The password could not be changed. Please try again later.'),
);
export const verifyEmailErrors = catalogueFor(
  verifyEmail,
  flowWords('The email address could not be verified. Please try again later.'),
);
export const resendVerificationErrors = catalogueFor(
  resendVerification,
  flowWords('The verification email could not be sent. Please try again later.'),
);

/**
 * The change-password form's `onSubmit` for any signed-in role: resolves to null when the
 * password changed, else the sentence to show.
 */
export async function submitPasswordChange(
  currentPassword: string,
  newPassword: string,
): Promise<string | null> {
  try {
    await credentialsApi.changePassword(currentPassword, newPassword);
    return null;
  } catch (error) {
    return describeError(error, changePasswordErrors);
  }
}

export interface EmailVerificationState {
  /** Null until the server answered (or when it could not). */
  status: EmailVerificationDto | null;
  /**
   * True once the server answered or could not, or VERIFICATION_WAIT_MS passed: whether a notice
   * is due is known, or waiting longer would leave the page hidden.
   */
  known: boolean;
  /** Sends a new link; resolves to the sentence to show (sent, or why not). */
  resend(): Promise<string>;
}

/**
 * How long a page waits for the verification read before it shows anyway: a read that hangs
 * must not hide the page (the client's own timeout is 30 s). The read is preloaded with every
 * dashboard page's HTML, so it is usually there before the page is.
 */
export const VERIFICATION_WAIT_MS = 2_000;

/** Whether the signed-in account's email is verified, and a way to ask for a new link. */
export function useEmailVerification(enabled: boolean): EmailVerificationState {
  const [status, setStatus] = useState<EmailVerificationDto | null>(null);
  const [known, setKnown] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    const settle = () => {
      if (active) setKnown(true);
    };
    const waited = setTimeout(settle, VERIFICATION_WAIT_MS);
    credentialsApi
      .emailVerification()
      .then((fresh) => {
        if (active) setStatus(fresh);
      })
      .catch((error: unknown) => logger.error('Reading the email verification failed', error))
      .finally(settle);
    return () => {
      active = false;
      clearTimeout(waited);
    };
  }, [enabled]);
  const resend = useCallback(async () => {
    try {
      const { message, ...fresh } = await credentialsApi.resendVerification();
      setStatus(fresh);
      return message;
    } catch (error) {
      return describeError(error, resendVerificationErrors);
    }
  }, []);
  return { status, known, resend };
}

export interface VerificationPrompt {
  /** What the email-verification notice needs while the address is not verified, else null. */
  prompt: { email: string; onResend: () => Promise<string> } | null;
  /** Whether that is known yet: a page under the notice waits for it, so it never jumps down. */
  known: boolean;
}

/** The signed-in account's email-verification notice, once the server has said whether it is due. */
export function useVerificationPrompt(enabled: boolean): VerificationPrompt {
  const { status, known, resend } = useEmailVerification(enabled);
  const prompt =
    enabled && status && !status.verified ? { email: status.email, onResend: resend } : null;
  return { prompt, known };
}
