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
const {
  deallocations,
  scopeStatementNames,
  statementPrefix,
} = require('./pglite-statement-names.cjs');

const { dataDir, watch } = workerData;
// Shared with the main thread's watchdog: [deadline in ms since the epoch (0 when idle), connection].
const running = new Float64Array(watch);

const encoder = new TextEncoder();

// Protocol bytes travel as a plain Uint8Array (the cheapest message to post), behind a header:
// the connection's number, as a 32-bit integer.
const HEADER = 4;

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
  /** @type {Map<number, Set<string>>} connection -> the statement names it prepared */
  const statements = new Map();
  /** @type {{ connection: number, bytes: Uint8Array }[]} batches waiting for a transaction to end */
  const waiting = [];
  let owner = 0;

  /** Runs one batch and posts its answer, framed as the main thread's batches are. */
  const run = (connection, bytes) => {
    const timeout = timeouts.get(connection) ?? 0;
    running[1] = connection;
    running[0] = timeout > 0 ? Date.now() + timeout : 0;
    const chunks = [];
    let size = HEADER;
    // The stream form hands over PGlite's raw answer without parsing it in JavaScript (a fifth
    // of this thread's time when it did). With syncToFs off it finishes before it returns: the
    // sync is all that it awaits, and it does nothing for the Node file system (NODEFS writes
    // through to the folder's files) or in memory. A failure there is a crash of this thread.
    db.execProtocolRawStream(bytes, {
      syncToFs: false,
      onRawData: (chunk) => {
        chunks.push(chunk.slice());
        size += chunk.length;
      },
    }).catch((error) =>
      setImmediate(() => {
        throw error;
      }),
    );
    running[0] = 0;
    owner = db.isInTransaction() ? connection : 0;
    if (size === HEADER) return;
    const answer = new Uint8Array(size);
    new DataView(answer.buffer).setInt32(0, connection);
    let offset = HEADER;
    for (const chunk of chunks) {
      answer.set(chunk, offset);
      offset += chunk.length;
    }
    parentPort.postMessage(answer);
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
    if (message instanceof Uint8Array) {
      const connection = new DataView(message.buffer, message.byteOffset).getInt32(0);
      const prepared = statements.get(connection) ?? new Set();
      statements.set(connection, prepared);
      const bytes = scopeStatementNames(
        message.subarray(HEADER),
        statementPrefix(connection),
        prepared,
      );
      const batch = { connection, bytes };
      if (owner !== 0 && owner !== batch.connection) waiting.push(batch);
      else {
        run(batch.connection, batch.bytes);
        drain();
      }
      return;
    }
    switch (message.type) {
      case 'open':
        timeouts.set(message.connection, message.statementTimeoutMs);
        return;
      case 'end': {
        timeouts.delete(message.connection);
        for (let index = waiting.length - 1; index >= 0; index -= 1)
          if (waiting[index].connection === message.connection) waiting.splice(index, 1);
        // A connection that went away mid-transaction must not leave it open for the next one.
        if (owner === message.connection) run(message.connection, queryMessage('ROLLBACK'));
        const prepared = statements.get(message.connection) ?? new Set();
        statements.delete(message.connection);
        if (prepared.size > 0)
          waiting.push({
            connection: message.connection,
            bytes: Buffer.concat(deallocations(prepared).map(queryMessage)),
          });
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
