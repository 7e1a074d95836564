// What a visitor's browser downloads: every JavaScript file a page loads, gzipped, split into
// the shell's own code, each remote's own code, and the shared singletons (react, router, ...).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import chromiumLib from '../lib/chromium.cjs';

const { launchContext } = chromiumLib;

function sharedFiles(repoRoot) {
  const files = new Set();
  const apps = ['shell', 'remote-public', 'remote-freelancer', 'remote-company', 'remote-admin'];
  for (const app of apps) {
    const manifestPath = path.join(repoRoot, app, 'dist', 'mf-manifest.json');
    if (!fs.existsSync(manifestPath)) continue;
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
        files.add(`${app}/${file}`);
    }
  }
  return files;
}

function classify(url, shared) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  const app = remote ? `remote-${remote[1]}` : 'shell';
  const file = remote ? remote[2] : pathname.slice(1);
  return shared.has(`${app}/${file}`) ? 'shared' : app;
}

/** Loads each path in Chromium and reports gzipped JavaScript bytes per group, and React renderers. */
export async function measurePages(baseUrl, pathsToVisit, repoRoot) {
  const shared = sharedFiles(repoRoot);
  const browser = await launchContext();
  const results = [];
  try {
    for (const pagePath of pathsToVisit) {
      const page = await browser.context.newPage();
      await page.addInitScript(() => {
        const renderers = new Map();
        window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          renderers,
          supportsFiber: true,
          inject: (renderer) => renderers.set(renderers.size + 1, renderer).size,
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        };
      });
      const bodies = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          bodies.push(response.body().then((body) => [response.url(), body]));
      });
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      const groups = {};
      let requests = 0;
      for (const [url, body] of await Promise.all(bodies)) {
        const group = classify(url, shared);
        groups[group] = (groups[group] ?? 0) + gzipSync(body).length;
        requests += 1;
      }
      const reactRenderers = await page.evaluate(
        () => window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      );
      results.push({ path: pagePath, groups, requests, reactRenderers });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
