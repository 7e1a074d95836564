// Prints issue 9's login-limit figures under concurrency:
//   node scripts/probes/login-limits.mjs [runs] [--http]
// Bundles the server's TypeScript probe with esbuild (dependencies stay external) and runs it.
// REDIS_URL, LOGIN_* and TRUST_PROXY are passed on; TEST_DB_DRIVER=postgres with
// TEST_DATABASE_URL runs it on a scratch PostgreSQL database instead of PGlite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outfile = path.join(repoRoot, 'server/node_modules/.cache/probes/login-limits.cjs');

await build({
  absWorkingDir: repoRoot,
  entryPoints: ['server/test/login-limits-probe.cli.ts'],
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
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          /^@kaamyaab\//.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

const result = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
