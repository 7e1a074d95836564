// `npm run market-day [-- --processes 1|2 --seconds 60 --users 16]`: builds the server if it is
// stale, then plays the day (market-day.ts, bundled by esbuild) and passes its exit code on.
import { spawn } from 'node:child_process';
import { serverBundle } from '../build-if-needed.mjs';
import { bundleTypeScript } from '../lib/bundle-typescript.mjs';
import serverProcess from '../lib/server-process.cjs';

serverBundle('server');
const code = await bundleTypeScript('scripts/market-day/market-day.ts');
const child = spawn(process.execPath, ['--enable-source-maps', '-', ...process.argv.slice(2)], {
  cwd: serverProcess.repoRoot,
  stdio: ['pipe', 'inherit', 'inherit'],
});
child.stdin.end(code);
child.once('close', (status) => process.exit(status ?? 1));
