// `npm start`: builds whatever is missing or out of date, then serves the whole product (API,
// shell and every remote) from one URL on the embedded database, unless DATABASE_URL is set.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, repoRoot } from './build-if-needed.mjs';

ensureBuilt();

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(repoRoot, 'server/dist/server.cjs')],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: process.env,
  },
);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
