import type { FastifyBaseLogger } from 'fastify';

/** A pass run again and again on a timer, one at a time, that a server can stop cleanly. */
export interface RepeatingTask<Report> {
  runOnce(): Promise<Report>;
  start(): void;
  /** Stops the timer and waits for a pass in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs `runOnce` `firstMs` after `start`, then `everyMs` after each pass ends, so passes never
 * overlap however long one takes. A pass that throws is logged as `what` failed and the next
 * one comes as planned. The timer does not keep the process alive on its own.
 */
export function repeatingTask<Report>(options: {
  what: string;
  log: FastifyBaseLogger;
  everyMs: number;
  firstMs?: number;
  runOnce: () => Promise<Report>;
}): RepeatingTask<Report> {
  const { what, log, everyMs, firstMs = everyMs, runOnce } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => schedule(everyMs));
    }, delayMs);
    timer.unref();
  }
  return {
    runOnce,
    start: () => {
      if (!stopped) return;
      stopped = false;
      schedule(firstMs);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
