// npm run chaos [-- --rounds 20]: faults against the built server as real processes, on a
// private PostgreSQL cluster and on the embedded PGlite; prints a report. Not part of CI.
// Exit code 0 only with no crash, no lost acknowledged write and no orphan upload.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from './postgres-cluster.mjs';
import { printReport } from './report.mjs';
import { pgliteKills, postgresFaults, postgresKills } from './scenarios.mjs';
import { live } from './server.mjs';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const rounds = Number.parseInt(values.rounds, 10);
const log = (line) => console.log(line);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kaamyaab-chaos-'));
fs.chmodSync(tmp, 0o755); // the postgres user must reach its data folder inside
let cluster;

function cleanUp() {
  for (const child of live) child.kill('SIGKILL');
  cluster?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });

let exitCode = 1;
try {
  log('Starting a private PostgreSQL 15 cluster…');
  cluster = await startCluster(tmp);
  log(`PostgreSQL on port ${cluster.port}`);
  const results = [];
  log('Scenario 1: PostgreSQL faults under load');
  results.push(await postgresFaults({ cluster, tmp, log }));
  log(`Scenario 2: kill -9 ×${rounds} on PostgreSQL`);
  results.push(await postgresKills({ cluster, tmp, rounds, log }));
  log(`Scenario 3: kill -9 ×${rounds} on embedded PGlite`);
  results.push(await pgliteKills({ tmp, rounds, log }));
  exitCode = printReport(results) ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  cleanUp();
}
process.exit(exitCode);
