import Cookies from 'js-cookie';

/**
 * The browser-side record of who is signed in, kept exactly as the spec describes them: `user` (the
 * whole freelancer login answer), `company` (the whole company login answer) and `admin` (the admin
 * object) in localStorage, with `user` and `company` mirrored in 7-day cookies and the admin's
 * tokens in secure cookies. These entries drive the UI's guards and greetings only; the server
 * authorizes every call from its own httpOnly session cookie.
 */
export type StoredEntryKey = 'user' | 'company' | 'admin';

export const SESSION_COOKIE_DAYS = 7;
const cookieOptions = { expires: SESSION_COOKIE_DAYS, path: '/', sameSite: 'strict' } as const;
const secureCookieOptions = { ...cookieOptions, secure: true } as const;
const ADMIN_TOKEN_COOKIES = ['accessToken', 'refreshToken'] as const;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readEntry<T = unknown>(key: StoredEntryKey): T | null {
  const raw = storage()?.getItem(key) ?? Cookies.get(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function saveEntry(key: Exclude<StoredEntryKey, 'admin'>, value: unknown): void {
  const json = JSON.stringify(value);
  storage()?.setItem(key, json);
  Cookies.set(key, json, cookieOptions);
}

export interface AdminTokens {
  accessToken: string;
  refreshToken: string;
}

export function saveAdminEntry(admin: unknown, tokens: AdminTokens): void {
  saveAdminRecord(admin);
  for (const name of ADMIN_TOKEN_COOKIES) Cookies.set(name, tokens[name], secureCookieOptions);
}

/** The admin entry's record alone (its tokens stay as they are). */
export function saveAdminRecord(admin: unknown): void {
  storage()?.setItem('admin', JSON.stringify(admin));
}

export function clearEntry(key: StoredEntryKey): void {
  storage()?.removeItem(key);
  if (key === 'admin') {
    for (const name of ADMIN_TOKEN_COOKIES) Cookies.remove(name, { path: '/' });
  } else {
    Cookies.remove(key, { path: '/' });
  }
}

export function hasEntry(key: StoredEntryKey): boolean {
  return readEntry(key) !== null;
}
