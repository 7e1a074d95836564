// Builds each package whose output is missing or older than its sources (its own src plus the
// shared packages it bundles), one at a time: the machines this runs on have two cores.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const shared = ['shared-ui/src', 'shared-api/src'];

export const packages = [
  {
    name: 'server',
    output: 'server/dist/server.cjs',
    sources: ['server/src', 'server/drizzle', 'shared-api/src/contract', 'server/build.mjs'],
  },
  {
    name: 'shell',
    output: 'shell/dist/index.html',
    sources: ['shell/src', 'shell/public', ...shared],
  },
  ...['public', 'freelancer', 'company', 'admin'].map((remote) => ({
    name: `remote-${remote}`,
    output: `remote-${remote}/dist/remoteEntry.js`,
    sources: [`remote-${remote}/src`, ...shared],
  })),
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isStale(pkg) {
  const output = path.join(repoRoot, pkg.output);
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return pkg.sources.some((source) => newestMtime(path.join(repoRoot, source)) > built);
}

export function buildPackage(name) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', name], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`Building ${name} failed`);
  // webpack leaves an output it would write unchanged (the shell's index.html) with its old time,
  // which would keep the package stale and rebuild it on every run.
  const output = packages.find((pkg) => pkg.name === name)?.output;
  if (output && fs.existsSync(path.join(repoRoot, output))) {
    const now = new Date();
    fs.utimesSync(path.join(repoRoot, output), now, now);
  }
  return Date.now() - started;
}

/** Returns the build time of each package it built, in milliseconds. */
export function ensureBuilt({ force = false } = {}) {
  const timings = {};
  for (const pkg of packages) {
    if (!force && !isStale(pkg)) continue;
    console.log(`Building ${pkg.name}...`);
    timings[pkg.name] = buildPackage(pkg.name);
  }
  return timings;
}

/**
 * A bundle of the server's (dist/<name>.cjs), built first if the server is stale or the bundle is
 * missing: build.mjs is among the server's sources, so a bundle from before an entry existed is
 * stale too.
 */
export function serverBundle(name) {
  const bundle = path.join(repoRoot, `server/dist/${name}.cjs`);
  if (isStale(packages.find((pkg) => pkg.name === 'server')) || !fs.existsSync(bundle)) {
    console.log('Building server...');
    buildPackage('server');
  }
  return bundle;
}
