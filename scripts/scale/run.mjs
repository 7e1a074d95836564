// `npm run scale:check [-- --companies 6 --freelancers 24]`: builds the server if needed, then
// runs the two-process proof (scale-check.ts, bundled by esbuild) and passes its exit code on.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bundleTypeScript } from '../lib/bundle-typescript.mjs';
import serverProcess from '../lib/server-process.cjs';

const { repoRoot } = serverProcess;
if (!fs.existsSync(path.join(repoRoot, 'server/dist/server.cjs'))) {
  const built = spawnSync('npm', ['run', 'build', '-w', 'server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const code = await bundleTypeScript('scripts/scale/scale-check.ts');
const child = spawn(process.execPath, ['--enable-source-maps', '-', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: ['pipe', 'inherit', 'inherit'],
});
child.stdin.end(code);
child.once('close', (status) => process.exit(status ?? 1));
