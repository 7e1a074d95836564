// The browsers of the streams measurement (streams.mjs), in a child process of their own so that
// holding thousands of sockets and timing their arrivals does not share the bench's event loop.
// Each stream is a raw TCP socket that sends one GET /api/v1/events with its session cookie and
// then only looks for the event's name in what arrives: no HTTP parser, no SSE parser, no
// per-stream buffers, so the clients stay cheaper than the server they measure.
//
// Driven over IPC: { open } → { opened }, { fanOut } → { arrivals }, { close } → exit.
import net from 'node:net';
import { Redis } from 'ioredis';

/** Openings in flight at once: enough to fill the server, few enough not to time its queue. */
const IN_FLIGHT = 64;
const RETRY_MS = 500;
const OPEN_DEADLINE_MS = 5 * 60_000;
const MARKER = 'event: notification';

const streams = [];
let round = null;

function percentile(sorted, share) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

const rounded = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);

/** Opens one stream; settles with its status (0: the connection failed). */
function openOne(stream) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: stream.host, port: stream.port });
    let head = '';
    let status = null;
    let tail = '';
    const settle = (value) => {
      if (status !== null) return;
      status = value;
      resolve(value);
    };
    socket.setNoDelay(true);
    socket.setEncoding('latin1');
    socket.write(
      `GET /api/v1/events HTTP/1.1\r\nHost: ${stream.host}:${stream.port}\r\n` +
        `Accept: text/event-stream\r\nCookie: ${stream.cookie}\r\n\r\n`,
    );
    socket.on('data', (chunk) => {
      if (status === null) {
        head += chunk;
        const end = head.indexOf('\r\n\r\n');
        if (end === -1) return;
        const code = Number(head.slice(9, 12));
        if (code !== 200) {
          socket.destroy();
          return settle(code);
        }
        stream.socket = socket;
        chunk = head.slice(end + 4);
        head = '';
        settle(200);
      }
      if (!round || stream.arrivedInRound === round.id) return;
      // A marker cut across two chunks is found in the tail of the one before.
      const text = tail + chunk;
      tail = chunk.slice(-MARKER.length);
      if (text.includes(MARKER)) {
        stream.arrivedInRound = round.id;
        round.arrivals.push(performance.now() - round.startedAt);
        if (round.arrivals.length === round.expected) round.done();
      }
    });
    socket.on('error', () => settle(0));
    socket.on('close', () => {
      settle(0);
      if (stream.socket === socket) {
        stream.socket = null;
        stream.closed = true;
      }
    });
  });
}

async function openAll(targets) {
  const started = performance.now();
  const deadline = started + OPEN_DEADLINE_MS;
  for (const target of targets) streams.push({ ...target, socket: null, closed: false });
  const queue = [...streams];
  const refusals = {};
  const worker = async () => {
    for (let stream = queue.shift(); stream; stream = queue.shift()) {
      for (;;) {
        const status = await openOne(stream);
        if (status === 200) break;
        refusals[status] = (refusals[status] ?? 0) + 1;
        if (performance.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return {
    opened: streams.filter((stream) => stream.socket).length,
    seconds: (performance.now() - started) / 1000,
    refusals,
  };
}

/**
 * Publishes one notification per recipient on the servers' Redis channel, as another server
 * process would, and times each open stream's first notification after the first publication.
 */
async function fanOut({ redisUrl, channel, messages, timeoutMs, id }) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const listening = streams.filter((stream) => stream.socket);
  try {
    await redis.ping();
    const finished = new Promise((resolve) => {
      round = { id, arrivals: [], expected: listening.length, startedAt: 0, done: resolve };
      setTimeout(resolve, timeoutMs).unref();
    });
    const pipeline = redis.pipeline();
    for (const message of messages) pipeline.publish(channel, message);
    round.startedAt = performance.now();
    await pipeline.exec();
    const publishedMs = performance.now() - round.startedAt;
    await finished;
    const sorted = [...round.arrivals].sort((a, b) => a - b);
    round = null;
    return {
      streams: listening.length,
      received: sorted.length,
      publishedMs: rounded(publishedMs),
      p50: rounded(percentile(sorted, 0.5)),
      p99: rounded(percentile(sorted, 0.99)),
      max: rounded(sorted.at(-1) ?? null),
      closedByServer: streams.filter((stream) => stream.closed).length,
    };
  } finally {
    redis.disconnect();
  }
}

process.on('message', async (message) => {
  try {
    if (message.open) process.send({ opened: await openAll(message.open) });
    else if (message.fanOut) process.send({ arrivals: await fanOut(message.fanOut) });
    else if (message.close) {
      for (const stream of streams) stream.socket?.destroy();
      process.disconnect();
    }
  } catch (error) {
    process.send({ failed: error instanceof Error ? error.stack : String(error) });
  }
});
