import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { PrincipalType } from '../db/schema';

/**
 * Typed publish/subscribe between the parts of the server and between server processes
 * (docs/decisions/010-jobs-paging-and-fixed-cost.md). A publisher's own process hears an event at
 * once, before `publish` returns, so a cache in this process never serves what was just changed.
 * With REDIS_URL set the event also goes to every other process through one Redis channel; a
 * process that may have missed events (its Redis link was lost and came back) is told to resync.
 */
export interface BusEvents {
  /** Every credential of this login is gone (logout, a new login, a renewed token). */
  'session.revoked': { loginId: string };
  /** The account's state changed (approved, deactivated): what was read of it is stale. */
  'account.changed': { principalType: PrincipalType; principalId: string };
  /** A job was posted: lists of jobs are stale. */
  'jobs.posted': { jobId: string; companyId: string };
  /** A job was edited, closed, reopened or filled: lists of jobs are stale. */
  'jobs.changed': { jobId: string; companyId: string };
  /** A company accepted a freelancer's application: what the company may see of them changed. */
  'application.accepted': { jobId: string; companyId: string; freelancerId: string };
  /** Someone was told something (committed): their open dashboards refresh the bell. */
  'notification.created': { recipientType: PrincipalType; recipientId: string; kind: string };
  /** A conversation got a message or was read (committed): these people's inboxes refresh. */
  'conversation.changed': {
    applicationId: string;
    recipients: Array<{ type: PrincipalType; id: string }>;
  };
}
export type BusEvent = keyof BusEvents;

type Handler<E extends BusEvent> = (payload: BusEvents[E]) => void;

export interface EventBus {
  kind: 'memory' | 'redis';
  publish<E extends BusEvent>(event: E, payload: BusEvents[E]): void;
  /** Answers the function that ends the subscription. */
  subscribe<E extends BusEvent>(event: E, handler: Handler<E>): () => void;
  /** Told when events from other processes may have been missed: drop whatever was derived. */
  onResync(handler: () => void): () => void;
  /** Settles once this process hears other processes' events (at once in memory). */
  ready: Promise<void>;
  /** Resolves when the channel to other processes answers (the readiness check). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** Local delivery: a handler's failure is logged and never reaches the publisher. */
class LocalDelivery {
  private readonly handlers = new Map<BusEvent, Set<Handler<never>>>();
  private readonly resyncs = new Set<() => void>();

  constructor(private readonly log: FastifyBaseLogger) {}

  subscribe<E extends BusEvent>(event: E, handler: Handler<E>): () => void {
    const set = this.handlers.get(event) ?? new Set();
    this.handlers.set(event, set);
    set.add(handler as Handler<never>);
    return () => set.delete(handler as Handler<never>);
  }

  onResync(handler: () => void): () => void {
    this.resyncs.add(handler);
    return () => this.resyncs.delete(handler);
  }

  deliver<E extends BusEvent>(event: E, payload: BusEvents[E]): void {
    for (const handler of this.handlers.get(event) ?? []) {
      this.guarded(() => (handler as Handler<E>)(payload), event);
    }
  }

  resync(): void {
    for (const handler of this.resyncs) this.guarded(handler, 'resync');
  }

  private guarded(run: () => void, what: string) {
    try {
      run();
    } catch (error) {
      this.log.error({ err: error, event: what }, 'an event handler failed');
    }
  }
}

export function memoryBus(log: FastifyBaseLogger): EventBus {
  const local = new LocalDelivery(log);
  return {
    kind: 'memory',
    publish: (event, payload) => local.deliver(event, payload),
    subscribe: (event, handler) => local.subscribe(event, handler),
    onResync: (handler) => local.onResync(handler),
    ready: Promise.resolve(),
    check: async () => undefined,
    close: async () => undefined,
  };
}

interface WireMessage {
  origin: string;
  event: BusEvent;
  payload: unknown;
}

const isWireMessage = (value: unknown): value is WireMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as WireMessage).origin === 'string' &&
  typeof (value as WireMessage).event === 'string' &&
  typeof (value as WireMessage).payload === 'object';

export function redisBus(url: string, prefix: string, log: FastifyBaseLogger): EventBus {
  const local = new LocalDelivery(log);
  const channel = `${prefix}:events`;
  const origin = randomUUID();
  // Never queue a publication while disconnected: other processes' caches expire on their own.
  const publisher = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  // ioredis subscribes again by itself after a reconnection.
  const subscriber = new Redis(url, {
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let reachable = true;
  const unreachable = (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log.warn(
      { err: error },
      'Redis is not reachable: events stay in this process until it is back',
    );
  };
  publisher.on('error', unreachable);
  subscriber.on('error', unreachable);
  subscriber.on('message', (_channel: string, text: string) => {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      message = undefined;
    }
    if (!isWireMessage(message)) return log.warn('an unreadable message on the event channel');
    if (message.origin !== origin)
      local.deliver(message.event, message.payload as BusEvents[BusEvent]);
  });
  const subscribed = new Promise<void>((resolve) => {
    // Each (re)subscription may follow a gap in which events were missed.
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => {
          reachable = true;
          local.resync();
          resolve();
        },
        (error: Error) => unreachable(error),
      );
    });
  });
  // The publisher queues nothing offline, so until it is connected too a publication or a
  // readiness ping would fail: the bus is ready when both connections are.
  const publisherReady = new Promise<void>((resolve) => publisher.once('ready', () => resolve()));
  const ready = Promise.all([subscribed, publisherReady]).then(() => undefined);
  return {
    kind: 'redis',
    publish: (event, payload) => {
      local.deliver(event, payload);
      const message: WireMessage = { origin, event, payload };
      publisher.publish(channel, JSON.stringify(message)).catch(unreachable);
    },
    subscribe: (event, handler) => local.subscribe(event, handler),
    onResync: (handler) => local.onResync(handler),
    ready,
    check: async () => {
      await publisher.ping();
    },
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

export function createEventBus(
  config: { REDIS_URL?: string; REDIS_KEY_PREFIX: string },
  log: FastifyBaseLogger,
): EventBus {
  return config.REDIS_URL
    ? redisBus(config.REDIS_URL, config.REDIS_KEY_PREFIX, log)
    : memoryBus(log);
}
