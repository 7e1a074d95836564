import path from 'node:path';
import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';

/**
 * The embedded PostgreSQL (PGlite) in a worker thread (pglite-worker.cjs), reached by the same
 * `pg` driver as a PostgreSQL server: `connect()` returns the stream a pg connection talks over.
 *
 * PGlite runs a statement to its end, whatever its `statement_timeout` says (WebAssembly has no
 * signal to interrupt it). So the statement timeout is kept here: a watchdog reads the statement's
 * deadline, which the worker writes in shared memory, and past it stops the worker (the statement
 * and its transaction are lost, like a killed backend's) and opens the folder again, as after a
 * crash. A database in memory cannot be opened again: it stays down.
 */
const workerFile = path.join(__dirname, 'pglite-worker.cjs');

/** Protocol bytes travel as a plain Uint8Array behind this header: the connection's number. */
const HEADER = 4;

type WorkerMessage = Uint8Array | { type: 'ready' } | { type: 'failed'; message: string };

/** Failures carry PostgreSQL's SQLSTATE, so they are told apart as a server's would be. */
const failure = (code: string, message: string) => Object.assign(new Error(message), { code });
const timedOut = () => failure('57014', 'canceling statement due to statement timeout');
const stopped = () =>
  failure('57P01', 'terminating connection because the embedded database was restarted');

export class EmbeddedEngine {
  private worker?: Promise<Worker>;
  private readonly sockets = new Map<number, WorkerSocket>();
  /** [deadline of the running statement in epoch ms, 0 when none; its connection] */
  private readonly running = new Float64Array(new SharedArrayBuffer(16));
  private readonly watchdog?: NodeJS.Timeout;
  private lastConnection = 0;
  private down?: Error;

  /** `location` is PGlite's: a folder, or `memory://`. */
  constructor(
    private readonly location: string,
    statementTimeoutMs: number,
  ) {
    if (statementTimeoutMs > 0) {
      const period = Math.min(250, Math.max(5, statementTimeoutMs / 4));
      this.watchdog = setInterval(() => this.checkDeadline(), period).unref();
    }
  }

  /** Opens the database (initdb on an empty folder, recovery after a crash) if it is not open. */
  start(): Promise<Worker> {
    if (this.down) return Promise.reject(this.down);
    this.worker ??= this.spawn().catch((error: unknown) => {
      this.worker = undefined;
      throw error;
    });
    return this.worker;
  }

  /** A new connection's stream, for pg's `stream` option; 0 means no statement timeout. */
  connect(statementTimeoutMs: number): Duplex {
    this.lastConnection += 1;
    return new WorkerSocket(this, this.lastConnection, statementTimeoutMs);
  }

  async close(): Promise<void> {
    clearInterval(this.watchdog);
    this.down = failure('08003', 'the embedded database is closed');
    const worker = await this.worker?.catch(() => undefined);
    this.worker = undefined;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage({ type: 'shutdown' });
    await exited;
  }

  /** @internal */
  async attach(socket: WorkerSocket, statementTimeoutMs: number): Promise<Worker> {
    const worker = await this.start();
    // pg may have given up on the connection (its connect timeout) while the database opened.
    if (socket.destroyed) throw failure('08006', 'the connection was closed while opening');
    this.sockets.set(socket.id, socket);
    worker.postMessage({ type: 'open', connection: socket.id, statementTimeoutMs });
    return worker;
  }

  /** @internal */
  detach(socket: WorkerSocket, worker: Worker | undefined): void {
    if (this.sockets.get(socket.id) !== socket) return;
    this.sockets.delete(socket.id);
    worker?.postMessage({ type: 'end', connection: socket.id });
  }

  private spawn(): Promise<Worker> {
    this.running.fill(0);
    const worker = new Worker(workerFile, {
      workerData: { dataDir: this.location, watch: this.running.buffer },
    });
    return new Promise((resolve, reject) => {
      worker.on('message', (message: WorkerMessage) => {
        if (message instanceof Uint8Array) {
          const answer = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
          this.sockets.get(answer.readInt32BE(0))?.push(answer.subarray(HEADER));
        } else if (message.type === 'ready') resolve(worker);
        else if (message.type === 'failed') {
          reject(new Error(message.message));
          void worker.terminate();
        }
      });
      worker.on('error', (error) => {
        reject(error);
        void this.abandon(worker, 0);
      });
      worker.on('exit', (code) => {
        reject(failure('08006', `the embedded database stopped (exit code ${code})`));
        void this.abandon(worker, 0);
      });
    });
  }

  private checkDeadline(): void {
    const deadline = this.running[0]!;
    if (deadline === 0 || Date.now() <= deadline || !this.worker) return;
    const connection = this.running[1]!;
    void this.worker.then((worker) => this.abandon(worker, connection));
  }

  /** Stops `worker` if it is still the current one, fails its connections, and opens anew. */
  private async abandon(worker: Worker, timedOutConnection: number): Promise<void> {
    const current = await this.worker?.catch(() => undefined);
    if (current !== worker) return;
    this.worker = undefined;
    this.running.fill(0);
    for (const socket of this.sockets.values())
      socket.destroy(socket.id === timedOutConnection ? timedOut() : stopped());
    this.sockets.clear();
    await worker.terminate();
    if (this.location.startsWith('memory://')) {
      this.down = failure('08006', 'the in-memory embedded database was stopped');
      return;
    }
    // Opened again at once, so the next requests do not wait for the recovery.
    this.start().catch(() => undefined);
  }
}

/** The byte stream of one pg connection, carried over the worker's message port. */
class WorkerSocket extends Duplex {
  private worker?: Worker;

  constructor(
    private readonly engine: EmbeddedEngine,
    readonly id: number,
    private readonly statementTimeoutMs: number,
  ) {
    super();
  }

  /** pg calls it as it would a net.Socket's; the port and host mean nothing here. */
  connect(): this {
    this.engine.attach(this, this.statementTimeoutMs).then(
      (worker) => {
        this.worker = worker;
        this.emit('connect');
      },
      (error: Error) => this.destroy(error),
    );
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.send(chunk);
    done();
  }

  /** pg corks a query's messages, so they arrive here together and run as one batch. */
  override _writev(chunks: { chunk: Buffer }[], done: () => void): void {
    this.send(Buffer.concat(chunks.map(({ chunk }) => chunk)));
    done();
  }

  override _final(done: () => void): void {
    this.push(null);
    done();
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void): void {
    this.engine.detach(this, this.worker);
    done(error);
  }

  private send(chunk: Buffer): void {
    const batch = Buffer.allocUnsafeSlow(HEADER + chunk.byteLength);
    batch.writeInt32BE(this.id, 0);
    chunk.copy(batch, HEADER);
    this.worker?.postMessage(batch);
  }
}
