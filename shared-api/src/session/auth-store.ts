import { create } from 'zustand';
import type {
  AdminDto,
  AdminSessionDto,
  CompanyDto,
  FreelancerDto,
} from '../contract/accounts-dto';
import type { ApiSuccess } from '../contract/envelope';
import { readAdmin, readCompany, readFreelancer } from './signed-in';
import {
  clearEntry,
  readEntry,
  saveAdminEntry,
  saveEntry,
  type StoredEntryKey,
} from './stored-entries';

/**
 * The client auth state of spec sections 3 and 4, and the one source the shell's guards and every
 * dashboard read. It starts from the stored entries ('user', 'company', 'admin'), so a reload keeps
 * the visitor signed in; `loginSuccess` and `logout` change the store and the entries together,
 * keeping the entries exactly in the spec's shapes.
 *
 * One browser may hold several roles at once (a freelancer and an admin, say), as the entries
 * always allowed: `accounts` keeps one record per role, each area reads its own. The spec's
 * `user` is the record of the role that signed in last (or, after a reload, the first of
 * freelancer, company, admin), and `isAuthenticated` says whether any role is signed in.
 *
 * Shared as a federation singleton through '@kaamyaab/shared-api'; code inside the package that
 * is bundled into another entry must import it by that name, never by a relative path.
 */
export type SessionRole = 'freelancer' | 'company' | 'admin';

export interface SignedInAccounts {
  freelancer: FreelancerDto | null;
  company: CompanyDto | null;
  admin: AdminDto | null;
}

/** What each role's login answers (the admin's sign-up answers the same): stored as is. */
export interface LoginAnswers {
  freelancer: ApiSuccess<{ freelancer: FreelancerDto }>;
  company: ApiSuccess<{ company: CompanyDto }>;
  admin: ApiSuccess<AdminSessionDto>;
}

export type RefreshableRole = 'freelancer' | 'company';

export interface AuthState {
  accounts: SignedInAccounts;
  /** Whose record `user` is. */
  role: SessionRole | null;
  user: FreelancerDto | CompanyDto | AdminDto | null;
  isAuthenticated: boolean;
  /** Signs a role in: writes its stored entry exactly as the spec says, then the store. */
  loginSuccess: <R extends SessionRole>(role: R, answer: LoginAnswers[R]) => void;
  /** Signs one role out (or every role): clears its stored entry and its record. */
  logout: (role?: SessionRole) => void;
  /** A fresher record from the server (an approval, say), kept only while the role is signed in. */
  refreshAccount: <R extends RefreshableRole>(
    role: R,
    account: NonNullable<SignedInAccounts[R]>,
  ) => void;
  /** Reads the stored entries again (at start, and when another tab changes them). */
  hydrate: () => void;
}

const roles: SessionRole[] = ['freelancer', 'company', 'admin'];
const entryOfRole: Record<SessionRole, StoredEntryKey> = {
  freelancer: 'user',
  company: 'company',
  admin: 'admin',
};

type Persisters = { [R in SessionRole]: (answer: LoginAnswers[R]) => SignedInAccounts[R] };
const persistLogin: Persisters = {
  freelancer: (answer) => {
    saveEntry('user', answer);
    return answer.data.freelancer;
  },
  company: (answer) => {
    saveEntry('company', answer);
    return answer.data.company;
  },
  admin: (answer) => {
    saveAdminEntry(answer.data.admin, answer.data);
    return answer.data.admin;
  },
};

function readAccounts(): SignedInAccounts {
  return { freelancer: readFreelancer(), company: readCompany(), admin: readAdmin() };
}

/** `user` and `isAuthenticated` follow `accounts`: the preferred role if signed in, else the first. */
function derived(accounts: SignedInAccounts, preferred: SessionRole | null) {
  const role =
    preferred && accounts[preferred] ? preferred : (roles.find((r) => accounts[r]) ?? null);
  return { accounts, role, user: role ? accounts[role] : null, isAuthenticated: role !== null };
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  ...derived(readAccounts(), null),

  loginSuccess: (role, answer) => {
    const account = persistLogin[role](answer);
    set(derived({ ...get().accounts, [role]: account }, role));
  },

  logout: (role) => {
    const leaving = role ? [role] : roles;
    for (const each of leaving) clearEntry(entryOfRole[each]);
    const accounts = { ...get().accounts };
    for (const each of leaving) accounts[each] = null;
    set(derived(accounts, get().role));
  },

  refreshAccount: (role, account) => {
    const key = entryOfRole[role] as Exclude<StoredEntryKey, 'admin'>;
    const stored = readEntry<{ data?: Record<string, unknown> }>(key);
    if (!stored || !get().accounts[role]) return;
    saveEntry(key, { ...stored, data: { ...stored.data, [role]: account } });
    set(derived({ ...get().accounts, [role]: account }, get().role));
  },

  hydrate: () => set(derived(readAccounts(), get().role)),
}));

// Another tab signed in or out: follow it, as the guards did when they read the entries.
if (typeof window !== 'undefined') {
  const entryKeys: (string | null)[] = [null, ...Object.values(entryOfRole)];
  window.addEventListener('storage', (event) => {
    if (entryKeys.includes(event.key)) useAuthStore.getState().hydrate();
  });
}
