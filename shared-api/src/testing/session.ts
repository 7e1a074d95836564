import { act, cleanup } from '@testing-library/react';
import { useAuthStore, type LoginAnswers, type SessionRole } from '@kaamyaab/shared-api';
import { setLanguage } from '@kaamyaab/shared-ui';

/** Signs `role` in as a successful login answering `data` does. */
export function signIn<R extends SessionRole>(role: R, data: LoginAnswers[R]['data']) {
  const answer = { statusCode: 200, success: true, message: 'Login successful', data } as const;
  useAuthStore.getState().loginSuccess(role, answer as LoginAnswers[R]);
}

/**
 * After each test of the block: the page unmounted, the mocks restored, every role signed out,
 * and, for a block that reads pages in Urdu, the language back to English.
 */
export function signOutAfterEach({ backToEnglish = false } = {}) {
  afterEach(async () => {
    cleanup();
    jest.restoreAllMocks();
    useAuthStore.getState().logout();
    if (backToEnglish) await act(() => setLanguage('en'));
  });
}
