import { useEffect, useRef } from 'react';
import { API_PREFIX, liveEvents, type LiveEventName } from '@kaamyaab/shared-api/contract';

type Listener = (data: Record<string, unknown>) => void;

/**
 * One EventSource per page, shared by every part that listens (the bell, the inbox, an open
 * conversation), opened with the first listener and closed with the last. The browser reconnects
 * by itself; each (re)connection is heard as `resync`, since events may have been missed.
 */
const listeners = new Map<LiveEventName | 'resync', Set<Listener>>();
let source: EventSource | null = null;

function emit(name: LiveEventName, data: Record<string, unknown>) {
  for (const listener of listeners.get(name) ?? []) listener(data);
}

function open() {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(`${API_PREFIX}${liveEvents.path}`, { withCredentials: true });
  source.addEventListener('open', () => emit('resync', {}));
  for (const name of ['notification', 'message', 'resync'] as const) {
    source.addEventListener(name, (event) => {
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

/** Calls `onEvent` for each live event of these names while the component is mounted. */
export function useLiveEvents(names: readonly LiveEventName[], onEvent: Listener): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const key = names.join(',');
  useEffect(() => {
    const stops = key
      .split(',')
      .map((name) => subscribeLive(name as LiveEventName, (data) => latest.current(data)));
    return () => stops.forEach((stop) => stop());
  }, [key]);
}
