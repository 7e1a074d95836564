// Bundles one of the server's TypeScript probes (server/test/*.cli.ts) and runs it with the
// arguments given, its output on this terminal.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bundleTypeScript } from '../lib/bundle-typescript.mjs';
import serverProcess from '../lib/server-process.cjs';

export async function runProbe(entry, args) {
  const code = await bundleTypeScript(entry);
  const result = spawnSync(process.execPath, ['--enable-source-maps', '-', ...args], {
    // From the server's folder, so its own node_modules resolve as they do for the server.
    cwd: path.join(serverProcess.repoRoot, 'server'),
    input: code,
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  return result.status ?? 1;
}
