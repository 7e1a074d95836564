import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { MailTransport } from './mail-transport';
import {
  claimDueEmails,
  giveUpEmail,
  markEmailFailed,
  markEmailSent,
  type OutboxRow,
} from './outbox.repository';

export interface OutboxWorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  transport: MailTransport;
  from: string;
  pollSeconds: number;
  /** Tries before an email refused for now is given up. */
  maxAttempts: number;
  batch?: number;
  /** Longer than any send takes: a claimed email is not claimed again before this. */
  leaseSeconds?: number;
}

export interface OutboxWorker {
  /** One pass: claims what is due and sends it. Answers how many were sent. */
  runOnce(): Promise<number>;
  /** Runs a pass soon (an email was just written) instead of at the next poll. */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * 30 s, 1 min, 2 min … at most an hour between attempts, each wait drawn from the upper half of
 * its step: emails refused together in an outage come back spread out, not all in one burst.
 */
export function retryDelaySeconds(attempts: number, random: () => number = Math.random): number {
  const step = Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
  return Math.round(step / 2 + (random() * step) / 2);
}

/**
 * An SMTP answer in the 5xx range refuses for good (RFC 5321: the same message must not be sent
 * again as it is); a 4xx, a timeout or a lost connection may pass later.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Stable across attempts and processes: the event's key names the email. */
const messageIdOf = (row: OutboxRow) =>
  `<${createHash('sha256').update(row.idempotencyKey).digest('hex').slice(0, 32)}@kaamyaab.pk>`;

/**
 * Delivers the outbox (decision 015): at least once. An email is marked sent after the SMTP
 * server took it; a process that dies between the two sends it again after the lease, with the
 * same Message-ID.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log, transport, from, pollSeconds, maxAttempts } = options;
  const { batch = 20, leaseSeconds = 120 } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  /** Tried again after a backoff, or given up: refused for good, or out of tries. */
  async function failed(row: OutboxRow, error: unknown): Promise<void> {
    const permanent = isPermanentRefusal(error);
    if (permanent || row.attempts >= maxAttempts) {
      log.error(
        { err: error, emailId: row.id, attempts: row.attempts, permanent },
        'an email could not be sent and is given up; the admins see it among failed emails',
      );
      return giveUpEmail(db, row.id, errorText(error));
    }
    const delay = retryDelaySeconds(row.attempts);
    log.warn(
      { err: error, emailId: row.id, attempts: row.attempts, retryInSeconds: delay },
      'an email could not be sent; it will be retried',
    );
    await markEmailFailed(db, row.id, delay, errorText(error));
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      await transport.send({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        messageId: messageIdOf(row),
      });
    } catch (error) {
      await failed(row, error);
      return false;
    }
    await markEmailSent(db, row.id);
    return true;
  }

  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claimDueEmails(db, batch, leaseSeconds);
      for (const row of rows) if (await deliver(row)) sent += 1;
      if (rows.length < batch) return sent;
    }
  }

  /** One pass at a time; a wake during a pass runs one more after it. */
  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void runOnce().catch(() => undefined);
      }
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error({ err: error }, 'the email outbox pass failed'))
        .finally(schedule);
    }, pollSeconds * 1000);
    timer.unref();
  }

  return {
    runOnce,
    wake: () => {
      if (!stopped)
        runOnce().catch((error: unknown) =>
          log.error({ err: error }, 'the email outbox pass failed'),
        );
    },
    start: () => {
      if (!stopped) return;
      stopped = false;
      schedule();
      void runOnce().catch((error: unknown) =>
        log.error({ err: error }, 'the email outbox pass failed'),
      );
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
