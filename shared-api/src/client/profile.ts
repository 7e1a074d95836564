import {
  closeAdminAccount,
  closeCompanyAccount,
  closeFreelancerAccount,
  editAdminProfile,
  editCompanyProfile,
  editFreelancerProfile,
  CloseAccountSchema,
  formValidator,
  validatePasswordChange,
  type CompanyDto,
  type FreelancerDto,
} from '@kaamyaab/shared-api/contract';
import { useAuthStore } from '@kaamyaab/shared-api';
import { call } from './call';
import { submitPasswordChange } from './credentials';
import { describeError, serverFieldErrors } from './describe-error';
import { closeAccountErrors, profileEditErrors } from './error-catalogues';

const closes = {
  freelancer: closeFreelancerAccount,
  company: closeCompanyAccount,
  admin: closeAdminAccount,
} as const;

interface SavedProfiles {
  freelancer: FreelancerDto;
  company: CompanyDto;
}

/** What a profile form shows when saving failed: one sentence, and the server's field errors. */
export interface ProfileFailure {
  message: string;
  fields: Record<string, string>;
}

const failureOf = (error: unknown): ProfileFailure => ({
  message: describeError(error, profileEditErrors),
  fields: serverFieldErrors(error),
});

/**
 * Saves the owner's profile (multipart, with an optional avatar). The stored entry follows the
 * answer at once, so the greeting shows the new name and a change sent back for review shows
 * 'Hold Tight!'.
 */
async function saveProfile<R extends 'freelancer' | 'company'>(
  role: R,
  form: FormData,
): Promise<{ account: SavedProfiles[R] } | { failure: ProfileFailure }> {
  try {
    const answer =
      role === 'freelancer'
        ? (await call(editFreelancerProfile, { body: form })).data.freelancer
        : (await call(editCompanyProfile, { body: form })).data.company;
    useAuthStore.getState().refreshAccount(role, answer as never);
    return { account: answer as SavedProfiles[R] };
  } catch (error) {
    return { failure: failureOf(error) };
  }
}

/** The administrator's new username, kept in the stored entry too. */
async function saveAdminProfile(username: string): Promise<ProfileFailure | null> {
  try {
    const { admin } = (await call(editAdminProfile, { body: { username } })).data;
    useAuthStore.getState().refreshAdmin(admin);
    return null;
  } catch (error) {
    return failureOf(error);
  }
}

/** Closes the owner's account; once it is closed, this browser forgets the role's login too. */
async function closeOwnAccount(
  role: keyof typeof closes,
  password: string,
): Promise<string | null> {
  try {
    await call(closes[role], { body: { password } });
  } catch (error) {
    return describeError(error, closeAccountErrors);
  }
  useAuthStore.getState().logout(role);
  return null;
}

/**
 * The owner's own account as named calls; pages call through this object, so a component test can
 * replace one with jest.spyOn.
 */
export const profileApi = { saveProfile, saveAdminProfile, closeOwnAccount };

const validateClose = formValidator(CloseAccountSchema);

/**
 * The settings every profile page has below its card, with the contract's rules: the password
 * change, and closing the account (`onClosed`: where the page goes once it is closed).
 */
export function accountSettings(role: keyof typeof closes, onClosed: () => void) {
  return {
    password: { validate: validatePasswordChange, onSubmit: submitPasswordChange },
    closing: {
      validate: validateClose,
      onClose: async (password: string) => {
        const failure = await profileApi.closeOwnAccount(role, password);
        if (!failure) onClosed();
        return failure;
      },
    },
  };
}
