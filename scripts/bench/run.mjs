// `npm run bench`: a report, never a test. Build time of every package, and the gzipped
// JavaScript each main page downloads (split shell / remote / shared) with its React count.
// `--no-build` reuses the current build.
import { buildPackage, packages, repoRoot } from '../build-if-needed.mjs';
import serverLib from '../lib/server-process.cjs';
import { measurePages } from './frontend-weight.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function buildTimes() {
  console.log('\n## Build times (one package at a time, production mode)\n');
  let total = 0;
  for (const pkg of packages) {
    const ms = buildPackage(pkg.name);
    total += ms;
    console.log(`${pkg.name.padEnd(20)} ${(ms / 1000).toFixed(1)} s`);
  }
  console.log(`${'total'.padEnd(20)} ${(total / 1000).toFixed(1)} s`);
}

async function pageWeights() {
  const server = await serverLib.startServer();
  try {
    const results = await measurePages(
      server.url,
      ['/', '/blogs', '/login', '/signup-freelancer', '/login-admin'],
      repoRoot,
    );
    console.log('\n## JavaScript downloaded per page (gzipped)\n');
    for (const { path, groups, requests, reactRenderers } of results) {
      const total = Object.values(groups).reduce((sum, bytes) => sum + bytes, 0);
      const parts = Object.entries(groups)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([group, bytes]) => `${group} ${kb(bytes)}`)
        .join(', ');
      console.log(
        `${path.padEnd(20)} total ${kb(total)} in ${requests} files (${parts}); React renderers: ${reactRenderers}`,
      );
    }
  } finally {
    await server.stop();
  }
}

if (!process.argv.includes('--no-build')) buildTimes();
await pageWeights();
