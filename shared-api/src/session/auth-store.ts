import { create } from 'zustand';
import { shallow } from 'zustand/shallow';
import type {
  AdminDto,
  AdminSessionDto,
  CompanySessionDto,
  FreelancerSessionDto,
} from '../contract/accounts-dto';
import type { ApiSuccess } from '../contract/envelope';
import { sessionView } from '../contract/session-account';
import { readAdmin, readCompany, readFreelancer } from './signed-in';
import {
  clearEntry,
  readEntry,
  saveAdminEntry,
  saveAdminRecord,
  saveEntry,
  type StoredEntryKey,
} from './stored-entries';

/**
 * The client auth state the spec describes (its stored entries and guards), and the one source the
 * shell's guards and every dashboard read. It starts from the stored entries ('user', 'company',
 * 'admin'), so a reload keeps the visitor signed in; `loginSuccess` and `logout` change the store
 * and the entries together, keeping the entries exactly in the spec's shapes.
 *
 * One browser may hold several roles at once (a freelancer and an admin, say), as the entries
 * always allowed: `accounts` keeps one record per role, each area reads its own. The spec's
 * `user` is the record of the role that signed in last (or, after a reload, the first of
 * freelancer, company, admin), and `isAuthenticated` says whether any role is signed in.
 *
 * The entries hold only an account's session view (contract/session-account.ts): whatever a
 * login or /me answers, the CNIC, bank account, POC ID and NTN are never written to the browser.
 *
 * Shared as a federation singleton through '@kaamyaab/shared-api'; code inside the package that
 * is bundled into another entry must import it by that name, never by a relative path.
 */
export type SessionRole = 'freelancer' | 'company' | 'admin';

export interface SignedInAccounts {
  freelancer: FreelancerSessionDto | null;
  company: CompanySessionDto | null;
  admin: AdminDto | null;
}

/** What each role's login answers (the admin's sign-up answers the same): stored as is. */
export interface LoginAnswers {
  freelancer: ApiSuccess<{ freelancer: FreelancerSessionDto }>;
  company: ApiSuccess<{ company: CompanySessionDto }>;
  admin: ApiSuccess<AdminSessionDto>;
}

export type RefreshableRole = 'freelancer' | 'company';

export interface AuthState {
  accounts: SignedInAccounts;
  /** Whose record `user` is. */
  role: SessionRole | null;
  user: FreelancerSessionDto | CompanySessionDto | AdminDto | null;
  isAuthenticated: boolean;
  /** Signs a role in: writes its stored entry exactly as the spec says, then the store. */
  loginSuccess: <R extends SessionRole>(role: R, answer: LoginAnswers[R]) => void;
  /** Signs one role out (or every role): clears its stored entry and its record. */
  logout: (role?: SessionRole) => void;
  /**
   * A fresher record from the server (an approval, say), kept only while the role is signed in;
   * a whole record (from /me) is trimmed to its session view first.
   */
  refreshAccount: <R extends RefreshableRole>(
    role: R,
    account: NonNullable<SignedInAccounts[R]>,
  ) => void;
  /** The administrator's record after an edit of its own (the username), kept in its entry. */
  refreshAdmin: (admin: AdminDto) => void;
  /** Reads the stored entries again (at start, and when another tab changes them). */
  hydrate: () => void;
}

const roles: SessionRole[] = ['freelancer', 'company', 'admin'];
const entryOfRole: Record<SessionRole, StoredEntryKey> = {
  freelancer: 'user',
  company: 'company',
  admin: 'admin',
};

/** The answer with its account trimmed to the session view (an older server sent it whole). */
function trimmed<R extends RefreshableRole>(
  role: R,
  answer: { data: Record<R, NonNullable<SignedInAccounts[R]>> },
) {
  return { ...answer, data: { ...answer.data, [role]: sessionView(role, answer.data[role]) } };
}

type Persisters = { [R in SessionRole]: (answer: LoginAnswers[R]) => SignedInAccounts[R] };
const persistLogin: Persisters = {
  freelancer: (answer) => {
    const kept = trimmed('freelancer', answer);
    saveEntry('user', kept);
    return kept.data.freelancer;
  },
  company: (answer) => {
    const kept = trimmed('company', answer);
    saveEntry('company', kept);
    return kept.data.company;
  },
  admin: (answer) => {
    saveAdminEntry(answer.data.admin, answer.data);
    return answer.data.admin;
  },
};

/**
 * An entry written before the server trimmed its answers holds the whole record: rewrite it
 * trimmed, so a browser that logged in earlier loses its copy of the CNIC and bank account.
 */
function scrubEntry(role: RefreshableRole, account: object | null) {
  if (!account) return null;
  const view = sessionView(role, account);
  if (Object.keys(view).length === Object.keys(account).length) return view;
  const key = entryOfRole[role] as Exclude<StoredEntryKey, 'admin'>;
  const stored = readEntry<{ data?: Record<string, unknown> }>(key);
  if (stored) saveEntry(key, { ...stored, data: { ...stored.data, [role]: view } });
  return view;
}

function readAccounts(): SignedInAccounts {
  return {
    freelancer: scrubEntry('freelancer', readFreelancer()) as SignedInAccounts['freelancer'],
    company: scrubEntry('company', readCompany()) as SignedInAccounts['company'],
    admin: readAdmin(),
  };
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
    const view = sessionView(role, account);
    saveEntry(key, { ...stored, data: { ...stored.data, [role]: view } });
    // Usually nothing changed: a new but equal account would re-render every page that reads it.
    if (shallow<object | null>(get().accounts[role], view)) return;
    set(derived({ ...get().accounts, [role]: view }, get().role));
  },

  refreshAdmin: (admin) => {
    if (!get().accounts.admin) return;
    saveAdminRecord(admin);
    set(derived({ ...get().accounts, admin }, get().role));
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
