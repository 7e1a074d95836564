// `npm run backup -- [--to <folder>]` and `npm run restore -- --from <backup folder>`
// (docs/operations/backups.md): builds the server if its bundle is missing or stale, then runs the
// backup tool on the deployment the environment names, as `npm start` would open it.
import { spawnSync } from 'node:child_process';
import { repoRoot, serverBundle } from '../build-if-needed.mjs';

const tool = serverBundle('backup');
const result = spawnSync(
  process.execPath,
  ['--enable-source-maps', tool, ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: process.env,
  },
);
process.exit(result.status ?? 1);
