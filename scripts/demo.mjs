// `npm run demo`: builds the server if its bundle is missing or stale, then fills the database it
// would use (DATA_DIR's embedded PostgreSQL by default, or DATABASE_URL) with a demo market and
// prints the demo logins. It refuses to run while a server holds the same data directory.
import { spawnSync } from 'node:child_process';
import { repoRoot, serverBundle } from './build-if-needed.mjs';

const seed = serverBundle('seed-demo');

const result = spawnSync(process.execPath, ['--enable-source-maps', seed], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});
if (result.status === 0) {
  console.log('Now run `npm start` and open http://localhost:3000/login to look around.');
}
process.exit(result.status ?? 1);
