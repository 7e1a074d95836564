import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.cjs';
import { aPagePerTest } from './support/browser-page';

const repoRoot = path.resolve(__dirname, '../..');
const originalHeading = 'Empower Your Business with Top Talent';
const changedHeading = 'Empower Your Business with Kaamyaab Talent';

/**
 * Builds remote-public again from a copy whose heading was changed, into a folder of its own,
 * exactly as a team would rebuild and redeploy one remote without touching the shell.
 */
function buildChangedPublicRemote(): string {
  const workCopy = path.join(repoRoot, '.tmp-e2e', 'remote-public-variant');
  fs.rmSync(workCopy, { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, 'remote-public'), workCopy, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  // The heading's words live in the remote's string table; its tests pin them too.
  const heroFile = execFileSync(
    'grep',
    [
      '-rl',
      '--exclude=*.test.ts',
      '--exclude=*.test.tsx',
      originalHeading,
      path.join(workCopy, 'src'),
    ],
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n')[0] as string;
  fs.writeFileSync(
    heroFile,
    fs.readFileSync(heroFile, 'utf8').replace(originalHeading, changedHeading),
  );
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'kaamyaab-remote-public-'));
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '-c',
      path.join(workCopy, 'webpack.config.cjs'),
      '--env',
      `outputPath=${outputPath}`,
    ],
    { cwd: workCopy, stdio: 'pipe' },
  );
  fs.rmSync(workCopy, { recursive: true, force: true });
  return outputPath;
}

describe('remotes are independent of the shell', () => {
  let page: Page;
  aPagePerTest((opened) => (page = opened));

  it('shows a rebuilt remote, pointed at by the environment, with the shell untouched', async () => {
    const variantDir = buildChangedPublicRemote();
    const shellBefore = fs.readFileSync(path.join(repoRoot, 'shell/dist/main.js'));
    let server: RunningServer | undefined;
    try {
      server = await startServer({ REMOTE_PUBLIC_DIR: variantDir });
      const shellServed = await (await fetch(`${server.url}/main.js`)).arrayBuffer();
      expect(Buffer.from(shellServed).equals(shellBefore)).toBe(true);
      await page.goto(server.url);
      await page.getByRole('heading', { level: 1, name: changedHeading }).waitFor();
    } finally {
      await server?.stop();
      fs.rmSync(variantDir, { recursive: true, force: true });
    }
  });

  it('shows a friendly panel where a remote cannot load, and the rest of the site works', async () => {
    const server = await startServer({ REMOTE_ADMIN_URL: 'http://127.0.0.1:9/remoteEntry.js' });
    try {
      await page.goto(`${server.url}/login-admin`);
      await page.getByTestId('remote-unavailable-admin').waitFor();
      await expect(
        page.getByRole('heading', { name: 'The admin area is unavailable right now' }).count(),
      ).resolves.toBe(1);
      await expect(
        page
          .getByTestId('remote-unavailable-admin')
          .getByRole('link', { name: 'Go to the home page' })
          .getAttribute('href'),
      ).resolves.toBe('/');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Kaamyaab home' })
        .click();
      await page.getByRole('heading', { level: 1, name: originalHeading }).waitFor();
    } finally {
      await server.stop();
    }
  });
});
