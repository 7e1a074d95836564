import { create } from 'zustand';

/**
 * The client auth state of spec section 4: logged out at first; loginSuccess stores the user and
 * marks the visitor authenticated; logout clears both. Shared as a singleton across remotes.
 */
export interface AuthState<TUser = unknown> {
  user: TUser | null;
  isAuthenticated: boolean;
  loginSuccess: (user: TUser) => void;
  logout: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  isAuthenticated: false,
  loginSuccess: (user) => set({ user, isAuthenticated: true }),
  logout: () => set({ user: null, isAuthenticated: false }),
}));
