import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/** A browser's EventSource, reduced to what tests read: the answer's head and its events. */
export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next event of that name (also one that arrived before the call and was not taken). */
  next(event: string): Promise<ReceivedEvent>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Listens on a free port (once) and answers the base URL of the real HTTP server. */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (!address) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

export function openEventStream(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/v1/events`, { headers }, (response) => {
      const received: ReceivedEvent[] = [];
      const waiting: Array<{ event: string; resolve: (value: ReceivedEvent) => void }> = [];
      let buffer = '';
      const deliver = (one: ReceivedEvent) => {
        const index = waiting.findIndex((wait) => wait.event === one.event);
        if (index === -1) return received.push(one);
        const [wait] = waiting.splice(index, 1);
        wait!.resolve(one);
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [
                line.slice(0, line.indexOf(':')),
                line.slice(line.indexOf(':') + 1).trim(),
              ]),
          ) as Record<string, string>;
          if (fields.event)
            deliver({ event: fields.event, data: JSON.parse(fields.data ?? 'null') });
        }
      });
      const ended = new Promise<void>((done) => response.on('close', () => done()));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        ended,
        next: (event) => {
          const index = received.findIndex((one) => one.event === event);
          if (index !== -1) return Promise.resolve(received.splice(index, 1)[0]!);
          return new Promise((done) => waiting.push({ event, resolve: done }));
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
