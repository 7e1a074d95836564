import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readableMail } from '../../../server/test/smtp-sink';

/**
 * The emails the e2e server sent. It runs without SMTP_URL, so its outbox writes each email as
 * an .eml file under DATA_DIR/outbox-mail (global-setup.ts says where).
 */
const folder = () => path.join(process.env.E2E_DATA_DIR as string, 'outbox-mail');

async function messagesTo(address: string): Promise<string[]> {
  const names = await readdir(folder()).catch(() => [] as string[]);
  const messages = await Promise.all(
    names
      .sort()
      .map(async (name) => readableMail(await readFile(path.join(folder(), name), 'utf8'))),
  );
  return messages.filter((message) => new RegExp(`^To: .*${address}`, 'mi').test(message));
}

/**
 * The path and query of the newest link to `page` sent to `address`, waiting for the outbox to
 * deliver it. Links are built on PUBLIC_URL, so only the path is kept: the journey opens it on
 * the server under test.
 */
export async function linkInMail(address: string, page: string, timeoutMs = 15_000) {
  const pattern = new RegExp(`https?://[^/\\s"]+(${page}\\?token=[A-Za-z0-9_-]+)`, 'g');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = (await messagesTo(address)).flatMap((message) =>
      [...message.matchAll(pattern)].map((match) => match[1] as string),
    );
    if (links.length > 0) return links.at(-1) as string;
    if (Date.now() > deadline) throw new Error(`no email to ${address} with a ${page} link`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
