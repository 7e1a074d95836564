// `npm run demo`: builds the server if its bundle is missing or stale, then fills the database it
// would use (DATA_DIR's embedded PostgreSQL by default, or DATABASE_URL) with a demo market and
// prints the demo logins. It refuses to run while a server holds the same data directory.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildPackage, isStale, packages, repoRoot } from './build-if-needed.mjs';

const server = packages.find((pkg) => pkg.name === 'server');
const seed = path.join(repoRoot, 'server/dist/seed-demo.cjs');
// build.mjs is among the server's sources, so a bundle from before the seed existed is stale too.
if (isStale(server) || !fs.existsSync(seed)) {
  console.log('Building server...');
  buildPackage('server');
}

const result = spawnSync(process.execPath, ['--enable-source-maps', seed], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});
if (result.status === 0) {
  console.log('Now run `npm start` and open http://localhost:3000/login to look around.');
}
process.exit(result.status ?? 1);
