import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import serverProcess from '../lib/server-process.cjs';

/**
 * HAProxy started with the configuration a deployment uses (deploy/haproxy/haproxy.cfg), in
 * front of the proof's processes: the proof exercises the very file operators install. Debian's
 * package provides it (`apt-get install -y haproxy`).
 */
export interface ServerStats {
  name: string;
  /** UP, DOWN, or a transition such as "UP 1/2". */
  status: string;
  /** Requests answered by this server (every class of status). */
  answered: number;
  /** Connections retried elsewhere because this server refused them. */
  redispatched: number;
}

export interface Balancer {
  url: string;
  stats(): Promise<ServerStats[]>;
  close(): Promise<void>;
}

const configFile = path.join(serverProcess.repoRoot, 'deploy/haproxy/haproxy.cfg');

const hostPort = (url: string) => new URL(url).host;

export async function startBalancer(serverUrls: [string, string]): Promise<Balancer> {
  if (spawnSync('haproxy', ['-v']).error)
    throw new Error('HAProxy is not installed: apt-get install -y haproxy');
  const [listen, stats] = [await serverProcess.freePort(), await serverProcess.freePort()];
  const child = spawn('haproxy', ['-db', '-f', configFile], {
    env: {
      ...process.env,
      KAAMYAAB_LISTEN: `127.0.0.1:${listen}`,
      KAAMYAAB_STATS: `127.0.0.1:${stats}`,
      KAAMYAAB_SERVER_1: hostPort(serverUrls[0]),
      KAAMYAAB_SERVER_2: hostPort(serverUrls[1]),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listen}`;
  const statsUrl = `http://127.0.0.1:${stats}/stats;csv`;
  try {
    await untilBothUp(statsUrl);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    stats: () => readStats(statsUrl),
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function readStats(statsUrl: string): Promise<ServerStats[]> {
  const text = await (await fetch(statsUrl)).text();
  const [header, ...rows] = text.replace(/^# /, '').trim().split('\n');
  const columns = header!.split(',');
  const field = (cells: string[], name: string) => cells[columns.indexOf(name)] ?? '';
  return rows
    .map((row) => row.split(','))
    .filter(
      (cells) => field(cells, 'pxname') === 'kaamyaab' && /^app\d$/.test(field(cells, 'svname')),
    )
    .map((cells) => ({
      name: field(cells, 'svname'),
      status: field(cells, 'status'),
      answered: ['1xx', '2xx', '3xx', '4xx', '5xx', 'other']
        .map((kind) => Number(field(cells, `hrsp_${kind}`) || 0))
        .reduce((sum, count) => sum + count, 0),
      redispatched: Number(field(cells, 'wredis') || 0),
    }));
}

/** Its first health checks pass within a few seconds of the processes being ready. */
async function untilBothUp(statsUrl: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const servers = await readStats(statsUrl).catch(() => []);
    if (servers.length === 2 && servers.every((server) => server.status === 'UP')) return;
    if (Date.now() > deadline)
      throw new Error(`HAProxy did not see both processes up: ${JSON.stringify(servers)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
