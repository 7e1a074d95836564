import { createParser } from 'eventsource-parser';
import { retryAfterMs } from './reconnect-delay';

/**
 * One connection of the live stream, read with fetch rather than EventSource: an EventSource
 * that the server refuses (503 under overload, 401 once the session changed) only says "error",
 * never the status or the Retry-After that decide whether and when to try again. The answer's
 * body is Server-Sent Events, parsed by eventsource-parser as the browser would.
 */

/** How a connection ended, which decides whether and when the next one is opened. */
export type LiveEnd =
  /** This session may not read the stream: trying again before it changes is pointless. */
  | { kind: 'unauthorized' }
  /** Answered with something else than the stream (503 under overload, say). */
  | { kind: 'refused'; retryAfterMs: number | null }
  /** The network failed, or the stream ended (the server closed it or restarted). */
  | { kind: 'dropped' };

export interface LiveConnectionHandlers {
  /** The server answered with the stream. */
  opened(): void;
  event(name: string, data: string): void;
  /** The stream's `retry:` field: how long the server asks a browser to wait before reconnecting. */
  retry(ms: number): void;
}

function isStream(response: Response): response is Response & { body: ReadableStream<Uint8Array> } {
  const type = response.headers.get('content-type') ?? '';
  return response.ok && response.body !== null && type.startsWith('text/event-stream');
}

/** Opens the stream at `url` and reads it until it ends or `signal` aborts. */
export async function connectLive(
  url: string,
  signal: AbortSignal,
  on: LiveConnectionHandlers,
): Promise<LiveEnd> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'text/event-stream' }, signal });
  } catch {
    return { kind: 'dropped' };
  }
  if (response.status === 401 || response.status === 403) return { kind: 'unauthorized' };
  if (!isStream(response)) {
    response.body?.cancel().catch(() => undefined);
    return {
      kind: 'refused',
      retryAfterMs: retryAfterMs(response.headers.get('retry-after'), Date.now()),
    };
  }
  on.opened();
  const parser = createParser({
    onEvent: (message) => on.event(message.event ?? 'message', message.data),
    onRetry: on.retry,
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    // The network failed or the page aborted: the stream is over either way.
  }
  return { kind: 'dropped' };
}
