// Bundles one of the server's TypeScript probes (server/test/*.cli.ts) with esbuild, every npm
// dependency left external, and runs it with the arguments given.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function runProbe(entry, args) {
  const outfile = path.join(
    repoRoot,
    'server/node_modules/.cache/probes',
    `${path.basename(entry, '.ts')}.cjs`,
  );
  await build({
    absWorkingDir: repoRoot,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
    // server/src/paths.ts finds the migrations from its own folder.
    define: { __dirname: JSON.stringify(path.join(repoRoot, 'server/src')) },
    plugins: [
      {
        name: 'externalize-dependencies',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (found) =>
            /^@kaamyaab\//.test(found.path) ? undefined : { path: found.path, external: true },
          );
        },
      },
    ],
  });
  const result = spawnSync(process.execPath, [outfile, ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}
