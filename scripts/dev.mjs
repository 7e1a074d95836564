// `npm run dev`: every package in watch mode. The API server rebuilds and restarts on change;
// each front-end app runs a webpack dev server with live reload. Open http://localhost:3100.
import { spawn } from 'node:child_process';
import { repoRoot } from './build-if-needed.mjs';

const remotes = { public: 3101, freelancer: 3102, company: 3103, admin: 3104 };
const remoteUrls = Object.fromEntries(
  Object.entries(remotes).map(([name, port]) => [
    `REMOTE_${name.toUpperCase()}_URL`,
    `http://localhost:${port}/remoteEntry.js`,
  ]),
);

const tasks = [
  {
    label: 'server',
    command: 'node',
    args: ['server/build.mjs', '--watch'],
    env: { ...remoteUrls, SERVE_WEB: 'false' },
  },
  {
    label: 'shell',
    command: 'npx',
    args: ['webpack', 'serve', '--mode', 'development', '-c', 'shell/webpack.config.cjs'],
  },
  ...Object.keys(remotes).map((name) => ({
    label: name,
    command: 'npx',
    args: ['webpack', 'serve', '--mode', 'development', '-c', `remote-${name}/webpack.config.cjs`],
  })),
];

const children = tasks.map(({ label, command, args, env = {} }) => {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${label}] `;
  const relay = (stream, out) =>
    stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  return child;
});

console.log('\n  Kaamyaab dev: open http://localhost:3100 (API on http://localhost:3000)\n');

const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
