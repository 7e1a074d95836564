import { useEffect, useRef } from 'react';
// Through the package's own name, as sign-out.ts does: the auth store is the root entry's
// singleton, and a relative import would bundle a second one here.
import { useAuthStore, type AuthState } from '@kaamyaab/shared-api';
import {
  API_PREFIX,
  liveEventNames,
  liveEvents,
  type LiveEventName,
} from '@kaamyaab/shared-api/contract';
import { connectLive, type LiveEnd } from './live-connection';
import { reconnectDelay } from './reconnect-delay';

type Listener = (data: Record<string, unknown>) => void;

/**
 * One stream per page, shared by every part that listens (the bell, the inbox, an open
 * conversation), opened with the first listener and closed with the last. Each opening is heard
 * as `resync`, since events may have been missed while it was closed: what listens reads again.
 * A stream refused (503 under overload) or dropped is opened again after a spread-out, growing
 * delay (reconnect-delay.ts); while nobody is signed in, or once the server refused this session
 * (401), it waits for the session to change instead.
 */
const listeners = new Map<LiveEventName, Set<Listener>>();

/**
 * idle: nobody listens; connecting: an attempt is on its way, and its opening will resync;
 * waiting: for the delay before the next attempt; stopped: until the session changes.
 */
let phase: 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped' = 'idle';
let connection: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Attempts that failed since the stream was last open. */
let failures = 0;
/** What the stream's `retry:` field asked for: the least wait before any reconnection. */
let serverRetryMs = 0;
/** Who was signed in when the stream started (see sessionKey). */
let streamSession = '';
let watchingSession = false;
/** A listener skipped its read counting on the coming resync (see useLiveRead). */
let resyncOwed = false;

function emit(name: LiveEventName, data: Record<string, unknown>) {
  if (name === 'resync') resyncOwed = false;
  for (const listener of listeners.get(name) ?? []) listener(data);
}

function dataOf(text: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    // A comment or an empty event: nothing to read.
    return {};
  }
}

const isLiveEvent = (name: string): name is LiveEventName =>
  (liveEventNames as readonly string[]).includes(name);

/** No resync is coming for now: whoever counted on one reads at once. */
function settle(next: 'waiting' | 'stopped') {
  phase = next;
  if (resyncOwed) emit('resync', {});
}

function connect() {
  const controller = new AbortController();
  const current = () => connection === controller;
  connection = controller;
  phase = 'connecting';
  void connectLive(`${API_PREFIX}${liveEvents.path}`, controller.signal, {
    opened: () => {
      if (!current()) return;
      phase = 'open';
      failures = 0;
      emit('resync', {});
    },
    event: (name, text) => {
      if (current() && isLiveEvent(name)) emit(name, dataOf(text));
    },
    retry: (ms) => {
      serverRetryMs = ms;
    },
  }).then((end) => {
    if (current()) ended(end);
  });
}

function ended(end: LiveEnd) {
  connection = null;
  if (end.kind === 'unauthorized') return settle('stopped');
  const asked = end.kind === 'refused' ? (end.retryAfterMs ?? 0) : 0;
  const delay = reconnectDelay(failures, Math.max(serverRetryMs, asked), Math.random());
  retryTimer = setTimeout(connect, delay);
  failures += 1;
  settle('waiting');
}

function hangUp() {
  connection?.abort();
  connection = null;
  clearTimeout(retryTimer);
  phase = 'idle';
  failures = 0;
}

/** Who is signed in: a login or a logout changes it, a fresher record of the same account not. */
const sessionKey = ({ accounts }: AuthState) =>
  [accounts.freelancer?._id, accounts.company?._id, accounts.admin?._id].join('|');

function start() {
  if (phase !== 'idle' || typeof fetch !== 'function') return;
  watchSession();
  const session = useAuthStore.getState();
  streamSession = sessionKey(session);
  if (session.isAuthenticated) connect();
  else settle('stopped');
}

function watchSession() {
  if (watchingSession) return;
  watchingSession = true;
  useAuthStore.subscribe((state, previous) => {
    if (phase === 'idle' || state.accounts === previous.accounts) return;
    // A login after a refusal opens the stream again, even as the same account: its session is new.
    if (phase !== 'stopped' && sessionKey(state) === streamSession) return;
    hangUp();
    start();
  });
}

function closeIfUnused() {
  if ([...listeners.values()].some((set) => set.size > 0)) return;
  hangUp();
  resyncOwed = false;
  serverRetryMs = 0;
}

export function subscribeLive(name: LiveEventName, listener: Listener): () => void {
  const set = listeners.get(name) ?? new Set();
  listeners.set(name, set);
  set.add(listener);
  start();
  return () => {
    set.delete(listener);
    closeIfUnused();
  };
}

/**
 * A connection is on its way and its opening will make every listener read: the caller counts
 * on that, and reads as soon as the attempt fails instead.
 */
function resyncComing(): boolean {
  if (phase !== 'connecting') return false;
  resyncOwed = true;
  return true;
}

/**
 * Keeps what a component shows fresh: `read` runs now, on each live event of these names, and
 * on each `resync`. While the stream is still connecting, its `resync` is the first read: reading
 * at once too asked the server the same twice (every dashboard read both unread counts twice),
 * and reading only then misses nothing sent before the stream opened; should the server refuse
 * it, the read is at the refusal. `read` runs again when it changes (memoize it on what it reads).
 */
export function useLiveRead(
  names: readonly Exclude<LiveEventName, 'resync'>[],
  read: Listener,
): void {
  const latest = useRef(read);
  latest.current = read;
  const key = names.join(',');
  // Subscribing first opens the stream, so the read below knows whether a resync is coming.
  useEffect(() => {
    const stops = [...key.split(','), 'resync'].map((name) =>
      subscribeLive(name as LiveEventName, (data) => latest.current(data)),
    );
    return () => stops.forEach((stop) => stop());
  }, [key]);
  useEffect(() => {
    if (!resyncComing()) read({});
  }, [read]);
}
