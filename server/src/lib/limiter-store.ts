import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Where the counters of every limit live (rate-limiter-flexible): this process's memory by
 * default; Redis when REDIS_URL is set, so that every server process counts against the same
 * numbers. Each Redis limiter carries a memory limiter of the same shape as its insurance: while
 * Redis is down or slow, each process goes on counting alone instead of failing the request.
 * Both stores count atomically (Redis by a Lua script), so parallel requests cannot overtake it.
 */
export interface LimiterOptions {
  /** Also the key prefix, so limiters never share a key. */
  name: string;
  points: number;
  /** Seconds a count lives from its first point. */
  duration: number;
  /** Seconds a key stays refused once it goes over `points` (0: until the count expires). */
  blockDuration?: number;
}

export interface LimiterStore {
  kind: 'memory' | 'redis';
  limiter(options: LimiterOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

export function memoryStore(prefix: string): LimiterStore {
  return {
    kind: 'memory',
    limiter: ({ name, ...options }) =>
      new RateLimiterMemory({ ...options, keyPrefix: `${prefix}:${name}` }),
    close: async () => undefined,
  };
}

/** A Redis command waits at most this long before the limiter asks its insurance instead. */
const COMMAND_TIMEOUT_MS = 500;

export function redisStore(url: string, prefix: string, log: FastifyBaseLogger): LimiterStore {
  const client = new Redis(url, {
    // Never queue a command while disconnected: fail it at once, and the insurance counts. Nor
    // send again, after a reconnection, a command the limiter has already given up on.
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  // Without an 'error' listener ioredis prints every failed reconnection; say it once per outage.
  let reachable = true;
  client.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log.warn(
      { err: error },
      "Redis is not reachable: limits are counted in this process's memory until it is back",
    );
  });
  client.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log.info('Redis is reachable again: limits are shared by every server process');
  });

  return {
    kind: 'redis',
    limiter: ({ name, ...options }) => {
      const keyPrefix = `${prefix}:${name}`;
      return new RateLimiterRedis({
        ...options,
        keyPrefix,
        storeClient: client,
        // With ioredis, ask the insurance as soon as the connection is not ready.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ ...options, keyPrefix }),
      });
    },
    close: async () => {
      client.disconnect();
    },
  };
}
