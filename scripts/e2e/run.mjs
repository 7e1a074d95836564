// `npm run test:e2e`: builds what is out of date, then runs the browser journeys.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, repoRoot } from '../build-if-needed.mjs';

ensureBuilt();
const result = spawnSync(
  process.execPath,
  [
    // The journeys open the embedded database, whose loader needs dynamic import in jest's VM.
    '--experimental-vm-modules',
    '--no-warnings',
    'node_modules/jest/bin/jest.js',
    '-c',
    'scripts/e2e/jest.config.cjs',
    '--runInBand',
    ...process.argv.slice(2),
  ],
  { cwd: repoRoot, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
