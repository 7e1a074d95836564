import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One email ready to leave; `messageId` is the same on every attempt, so receivers can dedupe. */
export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface MailTransport {
  kind: 'smtp' | 'files';
  send(email: OutgoingEmail): Promise<void>;
  /** Deletes the copies it kept of emails written before `before`; answers how many. */
  forget(before: Date): Promise<number>;
  close(): void;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send: async (email) => {
      await transporter.sendMail(email);
    },
    // The SMTP server keeps no copy here.
    forget: async () => 0,
    close: () => transporter.close(),
  };
}

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The .eml files last written before `before`. Another process sharing the folder may delete the
 * same file first: that is not a failure.
 */
async function forgetFiles(folder: string, before: Date): Promise<number> {
  const names = await readdir(folder).catch((error: unknown) => {
    if (isGone(error)) return [] as string[];
    throw error;
  });
  let forgotten = 0;
  for (const name of names.filter((one) => one.endsWith('.eml'))) {
    const file = path.join(folder, name);
    try {
      if ((await stat(file)).mtime >= before) continue;
      await unlink(file);
      forgotten += 1;
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }
  return forgotten;
}

/** Without SMTP_URL: each email becomes an .eml file anyone can open, and the log says where. */
export function filesTransport(folder: string, log: FastifyBaseLogger): MailTransport {
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'files',
    send: async (email) => {
      const { message } = (await writer.sendMail(email)) as { message: Buffer };
      await mkdir(folder, { recursive: true });
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${email.messageId.replace(/[^a-z0-9]/gi, '')}.eml`,
      );
      await writeFile(file, message);
      log.info({ to: email.to, file }, 'email written to a file (SMTP_URL is not set)');
    },
    forget: (before) => forgetFiles(folder, before),
    close: () => writer.close(),
  };
}

export function mailTransportFor(
  config: { SMTP_URL?: string; dataDir: string },
  log: FastifyBaseLogger,
): MailTransport {
  if (config.SMTP_URL) return smtpTransport(config.SMTP_URL);
  return filesTransport(path.join(config.dataDir, 'outbox-mail'), log);
}
