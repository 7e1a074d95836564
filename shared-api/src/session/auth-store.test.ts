import { useAuthStore } from './auth-store';

describe('the auth store', () => {
  it('starts logged out, stores the user on loginSuccess and clears it on logout', () => {
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    useAuthStore.getState().loginSuccess({ _id: 'f1' });
    expect(useAuthStore.getState()).toMatchObject({ user: { _id: 'f1' }, isAuthenticated: true });
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });
});
