import * as z from 'zod/mini';
import { accountMessages, emailField, newPasswordField } from './accounts';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { formValidator } from './forms';
import { onFirstUse } from './on-first-use';

/**
 * Keeping an account (decision 018): a forgotten password reset by an emailed link, a password
 * changed while signed in, and the email address verified by an emailed link. Each emailed link
 * carries a one-time token; the server keeps only its SHA-256.
 */
export const credentialMessages = {
  resetRequested:
    'If an account with this email exists, we have sent it a link to choose a new password. The link works once, within an hour.',
  passwordReset: 'Your password has been changed. Please log in.',
  passwordChanged: 'Your password has been changed. You have been logged out everywhere else.',
  currentPasswordRequired: 'Current password is required',
  confirmRequired: 'Please type the new password again',
  passwordsDiffer: 'The two new passwords are not the same',
  samePassword: 'The new password must differ from your current password',
  tokenMissing: 'This link is not complete. Please open the link from your email again.',
  emailVerified: 'Thank you. Your email address is verified.',
  verificationSent: 'We have sent you a new verification email. Please open the link in it.',
  alreadyVerified: 'Your email address is already verified.',
  verifyPrompt:
    'Please verify your email address: open the link in the email we sent you when you signed up.',
} as const;

const m = credentialMessages;

export const CredentialRole = onFirstUse(() => z.enum(['freelancer', 'company', 'admin']));
export type CredentialRole = z.infer<typeof CredentialRole>;

/** Emails are unique per role, so the login form the person came from says which account. */
export const ForgotPasswordSchema = onFirstUse(() =>
  z.object({ role: CredentialRole, email: emailField }),
);
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordSchema>;

/** A token is 43 base64url characters; anything far longer is not one of ours. */
const tokenField = onFirstUse(() =>
  z
    .string({ error: m.tokenMissing })
    .check(z.trim(), z.minLength(1, m.tokenMissing), z.maxLength(200)),
);

export const ResetPasswordSchema = onFirstUse(() =>
  z.object({ token: tokenField, password: newPasswordField }),
);
export type ResetPasswordBody = z.infer<typeof ResetPasswordSchema>;

/** What the reset page's form checks before it calls: the new password typed twice. */
export const ResetPasswordFormSchema = onFirstUse(() =>
  z
    .object({
      password: newPasswordField,
      confirmPassword: z.string().check(z.minLength(1, m.confirmRequired)),
    })
    .check(
      z.refine((values) => values.password === values.confirmPassword, {
        message: m.passwordsDiffer,
        path: ['confirmPassword'],
      }),
    ),
);

export const ChangePasswordSchema = onFirstUse(() =>
  z
    .object({
      currentPassword: z
        .string({ error: m.currentPasswordRequired })
        .check(
          z.minLength(1, m.currentPasswordRequired),
          z.maxLength(128, accountMessages.passwordTooLong),
        ),
      newPassword: newPasswordField,
    })
    .check(
      z.refine((values) => values.currentPassword !== values.newPassword, {
        message: m.samePassword,
        path: ['newPassword'],
      }),
    ),
);
export type ChangePasswordBody = z.infer<typeof ChangePasswordSchema>;

/** The change-password form: the body's rules plus the new password typed twice. */
export const ChangePasswordFormSchema = onFirstUse(() =>
  z
    .object({
      currentPassword: z.string().check(z.minLength(1, m.currentPasswordRequired)),
      newPassword: newPasswordField,
      confirmPassword: z.string().check(z.minLength(1, m.confirmRequired)),
    })
    .check(
      z.refine((values) => values.currentPassword !== values.newPassword, {
        message: m.samePassword,
        path: ['newPassword'],
      }),
      z.refine((values) => values.newPassword === values.confirmPassword, {
        message: m.passwordsDiffer,
        path: ['confirmPassword'],
      }),
    ),
);

/** The forms' `validate`: the browser checks with the rules and sentences the server applies. */
export const validatePasswordChange = formValidator(ChangePasswordFormSchema);
export const validateNewPassword = formValidator(ResetPasswordFormSchema);

export const VerifyEmailSchema = onFirstUse(() => z.object({ token: tokenField }));

const RoleAnswer = onFirstUse(() => envelope(z.object({ role: CredentialRole })));
const NoData = onFirstUse(() => envelope(z.null()));

export const forgotPassword = endpoint({
  operationId: 'forgotPassword',
  method: 'POST',
  path: '/account/forgot-password',
  tag: 'accounts',
  summary:
    'Emails a one-time link to choose a new password (valid one hour); answers the same whether or not the email has an account',
  who: 'anyone',
  body: ForgotPasswordSchema,
  status: 200,
  answer: NoData,
  errors: ['tooManyResetRequests'],
});

export const resetPassword = endpoint({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/account/reset-password',
  tag: 'accounts',
  summary:
    "Sets a new password with a reset link's token (once), ends every session of the account and answers its role",
  who: 'anyone',
  body: ResetPasswordSchema,
  status: 200,
  answer: RoleAnswer,
  errors: ['resetLinkInvalid'],
});

export const changePassword = endpoint({
  operationId: 'changePassword',
  method: 'POST',
  path: '/account/change-password',
  tag: 'accounts',
  summary:
    "Changes the signed-in account's password (the current one required) and ends its other sessions",
  who: ['freelancer', 'company', 'admin'],
  body: ChangePasswordSchema,
  status: 200,
  answer: NoData,
  errors: ['currentPasswordWrong', 'tooManyPasswordAttempts'],
});

export const verifyEmail = endpoint({
  operationId: 'verifyEmail',
  method: 'POST',
  path: '/account/verify-email',
  tag: 'accounts',
  summary: "Marks an account's email verified with a verification link's token; answers its role",
  who: 'anyone',
  body: VerifyEmailSchema,
  status: 200,
  answer: RoleAnswer,
  errors: ['verificationLinkInvalid'],
});

export const EmailVerificationDto = onFirstUse(() =>
  z.object({ verified: z.boolean(), email: z.string() }),
);
export type EmailVerificationDto = z.infer<typeof EmailVerificationDto>;

export const emailVerificationStatus = endpoint({
  operationId: 'getEmailVerification',
  method: 'GET',
  path: '/account/email-verification',
  tag: 'accounts',
  summary: "Whether the signed-in account's email address is verified",
  who: ['freelancer', 'company', 'admin'],
  status: 200,
  answer: onFirstUse(() => envelope(EmailVerificationDto)),
  errors: [],
});

export const resendVerification = endpoint({
  operationId: 'resendVerificationEmail',
  method: 'POST',
  path: '/account/email-verification',
  tag: 'accounts',
  summary:
    'Sends the signed-in account a new verification link (a few an hour); the earlier links stop working',
  who: ['freelancer', 'company', 'admin'],
  status: 200,
  answer: onFirstUse(() => envelope(EmailVerificationDto)),
  errors: ['tooManyVerificationEmails'],
});

export const credentialEndpoints = {
  forgotPassword,
  resetPassword,
  changePassword,
  verifyEmail,
  emailVerificationStatus,
  resendVerification,
} as const;
