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
import { catalogueFor, describeError } from './describe-error';

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

const NETWORK = 'Network error. Please check your internet connection and try again.';
const words = (other: string) => ({ other, noResponse: NETWORK });

export const forgotPasswordErrors = catalogueFor(
  forgotPassword,
  words('The email could not be sent. Please try again later.'),
);
export const resetPasswordErrors = catalogueFor(
  resetPassword,
  words('The password could not be changed. Please try again later.'),
);
export const changePasswordErrors = catalogueFor(
  changePassword,
  words('The password could not be changed. Please try again later.'),
);
export const verifyEmailErrors = catalogueFor(
  verifyEmail,
  words('The email address could not be verified. Please try again later.'),
);
export const resendVerificationErrors = catalogueFor(
  resendVerification,
  words('The verification email could not be sent. Please try again later.'),
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
  /** Sends a new link; resolves to the sentence to show (sent, or why not). */
  resend(): Promise<string>;
}

/** Whether the signed-in account's email is verified, and a way to ask for a new link. */
export function useEmailVerification(enabled: boolean): EmailVerificationState {
  const [status, setStatus] = useState<EmailVerificationDto | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    credentialsApi
      .emailVerification()
      .then((fresh) => {
        if (active) setStatus(fresh);
      })
      .catch((error: unknown) => console.error('Reading the email verification failed', error));
    return () => {
      active = false;
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
  return { status, resend };
}

/**
 * What the email-verification notice needs while the signed-in account's address is not verified
 * (the address and a resend), or null: verified, or not known yet.
 */
export function useVerificationPrompt(
  enabled: boolean,
): { email: string; onResend: () => Promise<string> } | null {
  const { status, resend } = useEmailVerification(enabled);
  if (!enabled || !status || status.verified) return null;
  return { email: status.email, onResend: resend };
}
