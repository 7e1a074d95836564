import type { FastifyInstance } from 'fastify';
import { liveEvents, type LiveEventName } from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
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
 * never cached (no-store). The CSP's connect-src 'self' covers it: same origin.
 */
export async function eventStreamRoutes(app: FastifyInstance) {
  const open = new Set<() => void>();
  app.metrics.countLiveStreams(() => open.size);
  // app.close() waits for every connection: the streams end first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

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
    const send = (event: LiveEventName, data: object = {}) =>
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    raw.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);

    const isMe = (type: string, id: string) => type === actor.type && id === actor.id;
    const unsubscribe = [
      app.bus.subscribe('notification.created', ({ recipientType, recipientId, kind }) => {
        if (isMe(recipientType, recipientId)) send('notification', { kind });
      }),
      app.bus.subscribe('conversation.changed', ({ applicationId, recipients }) => {
        if (recipients.some((one) => isMe(one.type, one.id))) send('message', { applicationId });
      }),
      app.bus.onResync(() => send('resync')),
      // The login ended (logout, a new login) or the account changed (deactivated): the stream
      // ends; the browser's reconnection is authorized afresh, like any call.
      app.bus.subscribe('session.revoked', ({ loginId }) => {
        if (loginId === principal?.loginId) end();
      }),
      app.bus.subscribe('account.changed', ({ principalType, principalId }) => {
        if (isMe(principalType, principalId)) end();
      }),
    ];
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();

    let ended = false;
    function end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      for (const stop of unsubscribe) stop();
      open.delete(end);
      raw.end();
    }
    open.add(end);
    request.raw.on('close', end);
    return reply;
  });
}
