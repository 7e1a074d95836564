import { useEffect, useRef } from 'react';
import { API_PREFIX, liveEvents, type LiveEventName } from '@kaamyaab/shared-api/contract';

type Listener = (data: Record<string, unknown>) => void;

/**
 * One EventSource per page, shared by every part that listens (the bell, the inbox, an open
 * conversation), opened with the first listener and closed with the last. The browser reconnects
 * by itself; each (re)connection is heard as `resync`, since events may have been missed, and so
 * is a stream the server refused for good (e.g. 503 under overload): what listens reads once.
 */
const listeners = new Map<LiveEventName | 'resync', Set<Listener>>();
let source: EventSource | null = null;
// EventSource's readyState values, named here so a stand-in without the constants works too.
const CONNECTING = 0;
const CLOSED = 2;

function emit(name: LiveEventName, data: Record<string, unknown>) {
  for (const listener of listeners.get(name) ?? []) listener(data);
}

function open() {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(`${API_PREFIX}${liveEvents.path}`, { withCredentials: true });
  const opened = source;
  opened.addEventListener('open', () => emit('resync', {}));
  opened.addEventListener('error', () => {
    if (opened.readyState === CLOSED) emit('resync', {});
  });
  for (const name of ['notification', 'message', 'resync'] as const) {
    opened.addEventListener(name, (event) => {
      let data: Record<string, unknown> = {};
      try {
        data = JSON.parse((event as MessageEvent<string>).data) as Record<string, unknown>;
      } catch {
        // A comment or an empty event: nothing to read.
      }
      emit(name, data);
    });
  }
}

function closeIfUnused() {
  const used = [...listeners.values()].some((set) => set.size > 0);
  if (!used && source) {
    source.close();
    source = null;
  }
}

export function subscribeLive(name: LiveEventName, listener: Listener): () => void {
  const set = listeners.get(name) ?? new Set();
  listeners.set(name, set);
  set.add(listener);
  open();
  return () => {
    set.delete(listener);
    closeIfUnused();
  };
}

/** A (re)connection is on its way, and its `resync` will make every listener read. */
function resyncComing(): boolean {
  return source?.readyState === CONNECTING;
}

/**
 * Keeps what a component shows fresh: `read` runs now, on each live event of these names, and
 * on each `resync`. While the stream is still connecting, its `resync` is the first read: reading
 * at once too asked the server the same twice (every dashboard read both unread counts twice),
 * and reading only then misses nothing sent before the stream opened. `read` runs again when it
 * changes (memoize it on what it reads).
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
