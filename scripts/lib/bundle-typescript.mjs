// Bundles a TypeScript entry of the repository (the server's own code, the e2e helpers) with
// esbuild, as server/build.mjs bundles the server, so a script can run it with plain node: nothing
// is written to disk and npm packages resolve from the repository, external as the server's are.
import path from 'node:path';
import { build } from 'esbuild';
import serverProcess from './server-process.cjs';

const { repoRoot } = serverProcess;
const workspacePackage = /^@kaamyaab\//;

/** The bundle's code; it stands where the server's own bundle does (paths.ts finds migrations). */
export async function bundleTypeScript(entry) {
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: [path.join(repoRoot, entry)],
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    sourcemap: 'inline',
    logLevel: 'warning',
    define: { __dirname: JSON.stringify(path.join(repoRoot, 'server/dist')) },
    plugins: [
      {
        name: 'externalize-dependencies',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            workspacePackage.test(args.path) ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return result.outputFiles[0].contents;
}
