// The three scenarios: PostgreSQL faults under load, and kill -9 rounds on each database.
import fs from 'node:fs';
import path from 'node:path';
import { ageUploads, findLost, findOrphans, openPglite } from './checks.mjs';
import { serverEnv, startServer, timeToServe } from './server.mjs';
import { burst, newStats, setUpMarket, steadyLoad } from './traffic.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const exited = (server) => server.child.exitCode !== null || server.child.signalCode !== null;

/** Server-side load while PostgreSQL ends the server's backends and restarts. */
export async function postgresFaults({ cluster, tmp, log }) {
  const stats = newStats('PostgreSQL faults (pg_terminate_backend ×4, restart ×2)');
  const database = 'chaos_faults';
  await cluster.createDatabase(database);
  const dataDir = fs.mkdtempSync(path.join(tmp, 'faults-'));
  const env = serverEnv({ dataDir, databaseUrl: cluster.url(database) });
  let server = await startServer(env, stats);
  const market = await setUpMarket(server.url, { jobs: 80, freelancers: 10 });
  const stopLoad = steadyLoad(market, () => server.url, stats);
  for (const fault of ['terminate', 'terminate', 'restart', 'terminate', 'restart', 'terminate']) {
    await sleep(1500);
    const since = Date.now();
    if (fault === 'terminate') await cluster.terminateBackends(database);
    else await cluster.restart();
    let recovery = await timeToServe(server.url, since, 20_000);
    if (exited(server)) {
      server = await startServer(env, stats);
      recovery = await timeToServe(server.url, since);
    }
    log(`  ${fault}: serving again after ${recovery} ms`);
    stats.recoveryMs.push(recovery);
  }
  await sleep(1000);
  await stopLoad();
  if (exited(server)) server = await startServer(env, stats);
  const query = (text, values) => cluster.query(database, text, values);
  stats.lostEntries = await findLost(query, stats.ledger);
  stats.orphans = (await findOrphans(query, dataDir)).length;
  await server.stop();
  return stats;
}

/**
 * `rounds` times: a burst of sign-ups and applications, kill -9 mid-burst, start again on the
 * same data. Then: are the acknowledged writes there, and which uploads have no row?
 */
export async function killRounds({ name, env, dataDir, rounds, openQuery, log }) {
  const stats = newStats(name);
  stats.staleLocks = 0;
  let server = await startServer(env, stats);
  const market = await setUpMarket(server.url, { jobs: 40, freelancers: 10 });
  for (let round = 1; round <= rounds; round += 1) {
    let alive = true;
    const sending = burst(market, server.url, stats, round, { count: 16, alive: () => alive });
    await sleep(150 + Math.random() * 600);
    const since = Date.now();
    alive = false;
    await server.kill9();
    await sending;
    if (fs.existsSync(path.join(dataDir, 'server.lock'))) stats.staleLocks += 1;
    try {
      server = await startServer(env, stats);
    } catch (error) {
      stats.crashes += 1;
      stats.crashLog.push(`round ${round}: no restart after kill -9: ${error.message}`);
      break;
    }
    stats.recoveryMs.push(await timeToServe(server.url, since));
  }
  await server.stop();

  let query = await openQuery();
  stats.lostEntries = await findLost(query, stats.ledger);
  stats.orphansLeft = (await findOrphans(query, dataDir)).length;
  await query.close?.();
  // The start-up sweep spares uploads younger than 10 minutes; age them and let it judge.
  ageUploads(dataDir);
  server = await startServer(env, stats);
  await sleep(3000);
  await server.stop();
  query = await openQuery();
  stats.orphans = (await findOrphans(query, dataDir)).length;
  await query.close?.();
  log(`  ${rounds} rounds; stale lock files found after kill -9: ${stats.staleLocks}`);
  return stats;
}

export async function postgresKills({ cluster, tmp, rounds, log }) {
  const database = 'chaos_kills';
  await cluster.createDatabase(database);
  const dataDir = fs.mkdtempSync(path.join(tmp, 'pg-kills-'));
  return killRounds({
    name: `kill -9 ×${rounds} on PostgreSQL`,
    env: serverEnv({ dataDir, databaseUrl: cluster.url(database) }),
    dataDir,
    rounds,
    openQuery: async () => (text, values) => cluster.query(database, text, values),
    log,
  });
}

export async function pgliteKills({ tmp, rounds, log }) {
  const dataDir = fs.mkdtempSync(path.join(tmp, 'pglite-kills-'));
  return killRounds({
    name: `kill -9 ×${rounds} on embedded PGlite`,
    env: serverEnv({ dataDir }),
    dataDir,
    rounds,
    openQuery: () => openPglite(dataDir),
    log,
  });
}
