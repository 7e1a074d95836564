import { itHasEveryKeyInBothLanguages } from '@kaamyaab/shared-ui/testing';
import { adminStrings } from './admin-strings';
import { ur } from './admin-ur';

describe("the admin area's strings", () => {
  itHasEveryKeyInBothLanguages(adminStrings.en, ur);

  it("keep the spec's English exactly", () => {
    expect(adminStrings.en.users.inactiveTab).toBe('Inactive Users');
    expect(adminStrings.en.users.activeTab).toBe('Active Users');
    expect(adminStrings.en.layout.manageUsers).toBe('Manage Users');
    expect(adminStrings.en.login.title).toBe('Admin Login');
    expect(adminStrings.en.signup.title).toBe('Admin Sign Up');
    expect(adminStrings.en.profile.loading).toBe('Loading...');
  });

  it('write Urdu with Urdu punctuation, never an English full stop', () => {
    const sentences = JSON.stringify(ur);
    expect(sentences).not.toMatch(/[\u0600-\u06ff]\.(?!\.)/);
    expect(sentences).not.toMatch(/[\u0600-\u06ff]\?/);
  });
});
