import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { MailTransport } from './mail-transport';
import {
  claimDueEmails,
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

/** 30 s, 1 min, 2 min … at most an hour between attempts. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);

/** Stable across attempts and processes: the event's key names the email. */
const messageIdOf = (row: OutboxRow) =>
  `<${createHash('sha256').update(row.idempotencyKey).digest('hex').slice(0, 32)}@kaamyaab.pk>`;

/**
 * Delivers the outbox (decision 015): at least once. An email is marked sent after the SMTP
 * server took it; a process that dies between the two sends it again after the lease, with the
 * same Message-ID.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log, transport, from, pollSeconds, batch = 20, leaseSeconds = 120 } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

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
      const delay = retryDelaySeconds(row.attempts);
      log.warn(
        { err: error, emailId: row.id, attempts: row.attempts, retryInSeconds: delay },
        'an email could not be sent; it will be retried',
      );
      await markEmailFailed(
        db,
        row.id,
        delay,
        error instanceof Error ? error.message : String(error),
      );
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
