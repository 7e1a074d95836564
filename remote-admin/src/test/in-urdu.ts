import { act } from '@testing-library/react';
import { setLanguage } from '@kaamyaab/shared-ui';

/**
 * Shows every test of the calling describe block in Urdu; after each, the mocked API calls are
 * restored and English is put back, so the next block starts as a visitor would.
 */
export function inUrdu() {
  beforeEach(async () => {
    await act(() => setLanguage('ur'));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
  });
}
