import type { FastifyInstance } from 'fastify';
import { liveEvents } from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import { StreamHub, type LiveStream } from './stream-hub';

/** How long a browser waits before reconnecting after the stream ended. */
const RECONNECT_MS = 3_000;

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  connection: 'keep-alive',
  // nginx and similar proxies would otherwise buffer the stream.
  'x-accel-buffering': 'no',
};

/**
 * GET /events: one Server-Sent Events stream per open dashboard, fed by the event bus, so an
 * event raised in any server process reaches the browser connected to this one (Redis pub/sub).
 * The reply is taken over from Fastify: compression would buffer the stream, and the answer is
 * never cached (no-store). The CSP's connect-src 'self' covers it: same origin. The streams of
 * the process share one hub (stream-hub.ts): a stream is an entry in its indexes, not a set of
 * subscriptions and a timer of its own.
 */
export async function eventStreamRoutes(app: FastifyInstance) {
  const hub = new StreamHub(app.bus);
  app.metrics.countLiveStreams(() => hub.size);
  // app.close() waits for every connection: the streams end first.
  app.addHook('preClose', async () => hub.close());

  route(app, liveEvents, async (_input, ctx) => {
    const { reply, request, actor, principal } = ctx;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, STREAM_HEADERS);
    // Node sends no body to a HEAD, so a stream written to it would never end the answer.
    if (request.method === 'HEAD') {
      raw.end();
      return reply;
    }
    raw.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
    const stream: LiveStream = {
      type: actor.type,
      id: actor.id,
      loginId: principal?.loginId,
      write: (text) => raw.write(text),
      unread: () => raw.writableLength,
      end: () => {
        hub.remove(stream);
        raw.end();
      },
    };
    hub.add(stream);
    request.raw.on('close', () => hub.remove(stream));
    return reply;
  });
}
