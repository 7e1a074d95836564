// Bundles the server's TypeScript (and the shared contract it imports) into one CommonJS file.
// Every npm dependency stays external and is loaded from node_modules at run time.
// `--watch` rebuilds on change and restarts the server (used by `npm run dev`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, context } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspacePackage = /^@kaamyaab\//;

const externalizeDependencies = {
  name: 'externalize-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      workspacePackage.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

const options = {
  absWorkingDir: here,
  // The demo seed is bundled beside the server so `npm run demo` runs it with plain node; the
  // embedded database's worker thread loads its own file, found beside the server's.
  entryPoints: {
    server: 'src/server.ts',
    'seed-demo': 'src/demo/seed-demo.ts',
    // The JazzCash simulator, for the browser journeys and demos (`npm run sim:jazzcash`).
    'jazzcash-simulator': 'src/simulators/jazzcash/main.ts',
    'pglite-worker': 'src/db/pglite-worker.cjs',
    // `npm run backup` and `npm run restore` (docs/operations/backups.md).
    backup: 'src/backup/cli.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalizeDependencies],
};

function restartingServer() {
  let child;
  return {
    name: 'restart-server',
    setup(builder) {
      builder.onEnd((result) => {
        if (result.errors.length) return;
        child?.kill('SIGTERM');
        child = spawn(
          process.execPath,
          ['--enable-source-maps', path.join(here, 'dist/server.cjs')],
          {
            stdio: 'inherit',
          },
        );
      });
    },
  };
}

if (process.argv.includes('--watch')) {
  const ctx = await context({ ...options, plugins: [...options.plugins, restartingServer()] });
  await ctx.watch();
} else {
  await build(options);
}
