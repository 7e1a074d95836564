import type { LiveEventName } from '@kaamyaab/shared-api/contract';
import type { PrincipalType } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/**
 * Bytes a stream may have waiting for its reader before it is ended: a client that stopped
 * reading would otherwise keep every event in the server's memory. The browser reconnects and
 * refetches (each opening is a resync), so ending loses nothing.
 */
export const MAX_UNREAD_BYTES = 256 * 1024;

/** One open stream: whom it is for, and its socket's writing end. */
export interface LiveStream {
  type: PrincipalType;
  id: string;
  loginId: string | undefined;
  write(text: string): void;
  /** Bytes written but not yet taken by the operating system. */
  unread(): number;
  end(): void;
}

const frame = (event: LiveEventName, data: object = {}) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A set per key; the key goes with its last member, so the maps hold only open streams. */
class Index<K> {
  private readonly map = new Map<K, Set<LiveStream>>();
  add(key: K, stream: LiveStream) {
    const set = this.map.get(key);
    if (set) set.add(stream);
    else this.map.set(key, new Set([stream]));
  }
  delete(key: K, stream: LiveStream) {
    const set = this.map.get(key);
    if (set?.delete(stream) && set.size === 0) this.map.delete(key);
  }
  get(key: K): ReadonlySet<LiveStream> | undefined {
    return this.map.get(key);
  }
}

const actorKey = (type: string, id: string) => `${type}:${id}`;

/**
 * Every stream this process holds, indexed by account and by login, behind one subscription per
 * bus event and one heartbeat timer (docs/decisions/038-live-streams-at-scale.md). An event costs
 * a lookup of its recipients and one JSON text, not a handler call per open stream: with a
 * handler per stream, one notification per account was streams × accounts calls.
 */
export class StreamHub {
  private readonly streams = new Set<LiveStream>();
  private readonly byActor = new Index<string>();
  private readonly byLogin = new Index<string>();
  private readonly stops: Array<() => void>;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(bus: EventBus) {
    this.stops = [
      bus.subscribe('notification.created', ({ recipientType, recipientId, kind }) =>
        this.tell(this.byActor.get(actorKey(recipientType, recipientId)), 'notification', {
          kind,
        }),
      ),
      bus.subscribe('conversation.changed', ({ applicationId, recipients }) => {
        const text = frame('message', { applicationId });
        for (const one of recipients) this.send(this.byActor.get(actorKey(one.type, one.id)), text);
      }),
      bus.onResync(() => this.send(this.streams, frame('resync'))),
      // The login ended (logout, a new login) or the account changed (deactivated): its streams
      // end; the browser's reconnection is authorized afresh, like any call.
      bus.subscribe('session.revoked', ({ loginId }) => this.endAll(this.byLogin.get(loginId))),
      bus.subscribe('account.changed', ({ principalType, principalId }) =>
        this.endAll(this.byActor.get(actorKey(principalType, principalId))),
      ),
    ];
    this.heartbeat = setInterval(() => this.send(this.streams, ': ping\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.streams.size;
  }

  add(stream: LiveStream): void {
    this.streams.add(stream);
    this.byActor.add(actorKey(stream.type, stream.id), stream);
    if (stream.loginId) this.byLogin.add(stream.loginId, stream);
  }

  /** Forgets a stream (it ended); ending it is the caller's. */
  remove(stream: LiveStream): void {
    if (!this.streams.delete(stream)) return;
    this.byActor.delete(actorKey(stream.type, stream.id), stream);
    if (stream.loginId) this.byLogin.delete(stream.loginId, stream);
  }

  /** Ends every stream, then stops listening: before the server closes its connections. */
  close(): void {
    this.endAll(this.streams);
    clearInterval(this.heartbeat);
    for (const stop of this.stops) stop();
  }

  private tell(streams: ReadonlySet<LiveStream> | undefined, event: LiveEventName, data: object) {
    if (streams) this.send(streams, frame(event, data));
  }

  private send(streams: ReadonlySet<LiveStream> | undefined, text: string) {
    if (!streams) return;
    // A copy: a stream ended here leaves the set being walked.
    for (const stream of [...streams]) {
      if (stream.unread() > MAX_UNREAD_BYTES) stream.end();
      else stream.write(text);
    }
  }

  private endAll(streams: ReadonlySet<LiveStream> | undefined) {
    if (streams) for (const stream of [...streams]) stream.end();
  }
}
