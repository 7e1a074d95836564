import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/**
 * What a person writes in the forms that matter most on a phone (a proposal, a job, a message,
 * a work submission) is kept on the device as they type, so a closed tab, a reload or a lost
 * connection costs nothing; a form that is sent while the browser knows it is offline waits and
 * goes when the `online` event fires.
 *
 * A draft belongs to the signed-in account (its dashboard provides `DraftOwner`) and to the page
 * and form it was written in: another account on the same phone never sees it, and outside a
 * dashboard nothing is kept. Only text, numbers and ticks are kept (a chosen file cannot be).
 */
const DraftOwnerContext = createContext<string | null>(null);

export function DraftOwner({ account, children }: { account: string | null; children: ReactNode }) {
  return createElement(DraftOwnerContext.Provider, { value: account }, children);
}

const PREFIX = 'kaamyaab.draft';

/** The storage key of a draft: whose, on which page, of which form. */
export function draftKey(account: string, pathname: string, name: string): string {
  return `${PREFIX}:${account}:${pathname}:${name}`;
}

type Keepable = string | number | boolean;
const isKeepable = (value: unknown): value is Keepable =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The kept values over `empty`: only the fields `empty` has, each of the same type. */
export function readDraft<T extends object>(key: string | null, empty: T): T | null {
  if (key === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const kept = Object.entries(empty).flatMap(([field, value]) => {
    const saved = (stored as Record<string, unknown>)[field];
    return isKeepable(value) && typeof saved === typeof value ? [[field, saved]] : [];
  });
  return kept.length === 0 ? null : { ...empty, ...Object.fromEntries(kept) };
}

/** Keeps the text of `values`; values equal to `empty` (nothing written) remove the draft. */
export function writeDraft<T extends object>(key: string, values: T, empty: T) {
  const fields = Object.entries(values).filter(([, value]) => isKeepable(value));
  const written = fields.some(
    ([field, value]) => value !== (empty as Record<string, unknown>)[field],
  );
  try {
    if (written) window.localStorage.setItem(key, JSON.stringify(Object.fromEntries(fields)));
    else window.localStorage.removeItem(key);
  } catch {
    // A full or forbidden storage (private mode) only means the draft is not kept.
  }
}

/** Resolves true at the next `online` event, or false once `signal` aborts. */
function nextOnline(signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (online: boolean) => () => {
      window.removeEventListener('online', onOnline);
      signal.removeEventListener('abort', onAbort);
      resolve(online);
    };
    const onOnline = done(true);
    const onAbort = done(false);
    window.addEventListener('online', onOnline);
    signal.addEventListener('abort', onAbort);
  });
}

/**
 * The draft named `name` of the current page for the account in `DraftOwner`; with no name or no
 * owner it keeps nothing and never waits. `initial` is what to start the form with; `keep` is
 * called with the form's values as they change; `untilOnline` resolves true when sending may go
 * (at once if the browser is online, else at the next `online` event, with `waiting` true
 * meanwhile), false if the form went away first.
 */
export function useDraft<T extends object>(name: string | undefined, empty: T) {
  const account = useContext(DraftOwnerContext);
  const key =
    name === undefined || account === null
      ? null
      : draftKey(account, window.location.pathname, name);
  // The first render's: what "nothing written" means for this form stays put while it lives.
  const [blank] = useState(empty);
  const [initial] = useState(() => readDraft(key, blank) ?? blank);
  const [waiting, setWaiting] = useState(false);
  const gone = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    gone.current = controller;
    return () => controller.abort();
  }, []);

  const keep = useCallback(
    (values: T) => {
      if (key !== null) writeDraft(key, values, blank);
    },
    [key, blank],
  );
  const clear = () => {
    if (key !== null) window.localStorage.removeItem(key);
  };
  const untilOnline = async (): Promise<boolean> => {
    if (key === null || navigator.onLine || !gone.current) return true;
    setWaiting(true);
    const online = await nextOnline(gone.current.signal);
    if (online) setWaiting(false);
    return online;
  };
  return { initial, keep, clear, waiting, untilOnline };
}
