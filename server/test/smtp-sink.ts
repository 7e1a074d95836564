import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  raw: string;
}

/** The message as its reader sees it: quoted-printable soft breaks and bytes decoded. */
export const readableMail = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * A real SMTP server on a free local port that keeps what it receives; `failing` refuses mail
 * with `refuseWith`: 451 (busy, try later) unless set to a permanent 5xx such as 550.
 */
export interface SmtpSink {
  url: string;
  received: ReceivedEmail[];
  failing: boolean;
  refuseWith: number;
  /** Messages refused so far, each attempt counted. */
  refused: number;
  close(): Promise<void>;
}

const refusalText = (code: number) =>
  code >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try later';

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = { received: [] as ReceivedEmail[], failing: false, refuseWith: 451, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.failing) {
          sink.refused += 1;
          const refused = Object.assign(new Error(refusalText(sink.refuseWith)), {
            responseCode: sink.refuseWith,
          });
          return callback(refused);
        }
        sink.received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A header's value, unfolded, with its RFC 2047 encoded words (`=?UTF-8?B?…?=`) decoded. */
function headerValue(head: string, name: string): string | undefined {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1];
  return line
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : readableMail(data.replace(/_/g, ' ')),
    );
}

function decodePart(part: string): { type: string; body: string } {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = headerValue(head, 'Content-Transfer-Encoding')?.toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? readableMail(body)
        : body;
  return { type: headerValue(head, 'Content-Type')?.split(';')[0] ?? '', body: decoded };
}

/** What a reader sees of a received email: its subject and its text and HTML parts, decoded. */
export function readMail(raw: string): { subject: string; text: string; html: string } {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  const parts = boundary
    ? raw
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => decodePart(part.replace(/^\r?\n/, '')))
    : [decodePart(raw)];
  const bodyOf = (type: string) =>
    parts
      .find((part) => part.type === type)
      ?.body.replace(/\r\n/g, '\n')
      .trimEnd() ?? '';
  return {
    subject: headerValue(head, 'Subject') ?? '',
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
  };
}
