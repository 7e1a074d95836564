// The embedded PostgreSQL (PGlite, WebAssembly) on a thread of its own, so that its statements
// never hold the server's event loop. The server's `pg` driver speaks the PostgreSQL wire protocol
// to it through embedded-engine.ts; this side feeds those bytes to PGlite and posts the answers.
//
// PGlite is one session. Every pg connection's write is a whole batch (pg corks Parse, Bind,
// Describe, Execute and Sync together), and a batch runs to its end before the next starts, so
// batches never interleave; while a connection's transaction is open, only that connection runs.
// Plain CommonJS: a worker thread runs a file as it is, under jest as in the bundle.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

const { dataDir, watch } = workerData;
// Shared with the main thread's watchdog: [deadline in ms since the epoch (0 when idle), connection].
const running = new Float64Array(watch);

const encoder = new TextEncoder();

/** A simple-protocol Query message: 'Q', its length, the text, NUL. */
function queryMessage(text) {
  const body = encoder.encode(`${text}\0`);
  const message = new Uint8Array(5 + body.length);
  message[0] = 0x51;
  new DataView(message.buffer).setInt32(1, 4 + body.length);
  message.set(body, 5);
  return message;
}

async function main() {
  // PGlite takes no folder as memory: refuse rather than lose every write.
  if (typeof dataDir !== 'string' || dataDir === '') throw new Error('pglite-worker: no dataDir');
  const db = await PGlite.create(dataDir);
  /** @type {Map<number, number>} connection -> statement timeout in ms (0: none) */
  const timeouts = new Map();
  /** @type {{ connection: number, bytes: Uint8Array }[]} batches waiting for a transaction to end */
  const waiting = [];
  let owner = 0;

  // execProtocolRawSync skips PGlite's syncToFs, which does nothing for its Node file system
  // (NODEFS writes through to the folder's files) nor in memory.
  const run = (connection, bytes) => {
    const timeout = timeouts.get(connection) ?? 0;
    running[1] = connection;
    running[0] = timeout > 0 ? Date.now() + timeout : 0;
    const answer = db.execProtocolRawSync(bytes);
    running[0] = 0;
    owner = db.isInTransaction() ? connection : 0;
    if (answer.length > 0) {
      const copy = answer.slice();
      parentPort.postMessage({ type: 'data', connection, bytes: copy }, [copy.buffer]);
    }
  };

  const drain = () => {
    for (let index = 0; index < waiting.length;) {
      const batch = waiting[index];
      if (owner !== 0 && batch.connection !== owner) {
        index += 1;
        continue;
      }
      waiting.splice(index, 1);
      run(batch.connection, batch.bytes);
      index = 0;
    }
  };

  parentPort.on('message', async (message) => {
    switch (message.type) {
      case 'open':
        timeouts.set(message.connection, message.statementTimeoutMs);
        return;
      case 'data':
        if (owner !== 0 && owner !== message.connection) waiting.push(message);
        else {
          run(message.connection, message.bytes);
          drain();
        }
        return;
      case 'end': {
        timeouts.delete(message.connection);
        for (let index = waiting.length - 1; index >= 0; index -= 1)
          if (waiting[index].connection === message.connection) waiting.splice(index, 1);
        // A connection that went away mid-transaction must not leave it open for the next one.
        if (owner === message.connection) run(message.connection, queryMessage('ROLLBACK'));
        drain();
        return;
      }
      case 'shutdown':
        // A clean close checkpoints; the thread then ends, which the main thread waits for.
        await db.close();
        parentPort.close();
        return;
    }
  });
  parentPort.postMessage({ type: 'ready' });
}

main().catch((error) => {
  parentPort.postMessage({ type: 'failed', message: String(error?.stack ?? error) });
});
