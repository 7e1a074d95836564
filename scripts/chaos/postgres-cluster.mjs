// A private PostgreSQL 15 cluster for fault tests, run as the postgres user on its own port in a
// temporary folder (initdb refuses root). Faults: end the server's backends, restart the cluster.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const BIN = '/usr/lib/postgresql/15/bin';

const run = promisify(execFile);
const asPostgresArgs = (command, args) => [
  '-u',
  'postgres',
  '--',
  path.join(BIN, command),
  ...args,
];
// Asynchronous: the load keeps running while PostgreSQL restarts.
const asPostgres = (command, args) => run('runuser', asPostgresArgs(command, args));

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(from) {
  for (let port = from; port < from + 100; port += 1) if (await portIsFree(port)) return port;
  throw new Error(`No free port from ${from}`);
}

/**
 * @param {string} rootDir
 * @param {{ settings?: Record<string, string> }} [options] server settings for this cluster
 *   alone (e.g. a preloaded library), given as `-c name=value` at start
 */
export async function startCluster(rootDir, { settings = {} } = {}) {
  const dir = path.join(rootDir, 'pgdata');
  fs.mkdirSync(dir, { mode: 0o700 });
  execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort(55432);
  await asPostgres('initdb', ['-D', dir, '--auth=trust', '-U', 'postgres', '--no-sync']);
  const extra = Object.entries(settings).map(([name, value]) => ` -c ${name}=${value}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on${extra.join('')}`;
  const ctlArgs = (args) => ['-D', dir, '-l', path.join(dir, 'log'), ...args];
  await asPostgres('pg_ctl', ctlArgs(['-o', options, '-w', 'start']));
  let running = true;
  const url = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`;

  /** Runs one statement on a short-lived connection (never the server's). */
  async function query(database, text, values = []) {
    const client = new pg.Client({ connectionString: url(database) });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  return {
    port,
    url,
    query,
    createDatabase: (name) => query('postgres', `create database ${name}`),
    /** Ends every backend serving `database`; returns how many were ended. */
    terminateBackends: async (database) =>
      (
        await query(
          'postgres',
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        )
      ).length,
    restart: () => asPostgres('pg_ctl', ctlArgs(['-o', options, '-m', 'fast', '-w', 'restart'])),
    /** Synchronous, so that it also runs from an exit or Ctrl-C handler. */
    stop: () => {
      if (!running) return;
      running = false;
      try {
        execFileSync(
          'runuser',
          asPostgresArgs('pg_ctl', ctlArgs(['-m', 'immediate', '-w', 'stop'])),
          {
            stdio: 'ignore',
          },
        );
      } catch {
        // Already stopped.
      }
    },
  };
}
